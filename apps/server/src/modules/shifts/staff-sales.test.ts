import { type Order, uuidv7 } from "@comanda/domain";
import type { ShiftDetail } from "@comanda/domain/staff-sales";
import { describe, expect, it } from "vitest";
import { cashShop } from "../../../test/cash-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { editBody } from "../../../test/edit-kit.ts";
import { orderCalls } from "../../../test/orders-kit.ts";
import { addUser, useTestServer } from "../../../test/server-kit.ts";

type Calls = ReturnType<typeof orderCalls>;

/** Decision 084: 'Por mozo' on a shift's detail, and whose sale each order is in its CSV. */
describe.each(engines)("a shift's sales per staff member on %s", (engine) => {
  const server = useTestServer(engine);

  it("sums each one's completed orders, tables, sales and tips; a table's count for its waiter", async () => {
    const shop = await cashShop(server(), 0);
    const owner = shop.orders;
    const ownerId = shop.owner.session.user.id;
    const ownerName: string = (await owner.call("GET", "/session")).json().data.user.name;
    const juan = await addUser(server(), shop.businessId, "CASHIER", "Juan Gómez");
    const waiter = orderCalls(server(), juan.cookies);

    let turn = 0;
    const sell = async (by: Calls, tip: number, end: "complete" | "cancel" | "pending") => {
      turn += 1;
      const created = await by.create({
        id: uuidv7(),
        turn: String(turn),
        payment_method_id: shop.cash.id,
        products: [{ product_id: shop.dish, quantity: 1 }],
        tip,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id: string = created.json().data.id;
      const steps =
        end === "complete"
          ? (["receive", "deliver", "complete"] as const)
          : end === "cancel"
            ? ["cancel"]
            : [];
      for (const step of steps) expect((await by.act(id, step as "cancel")).statusCode).toBe(200);
    };
    // $ 1.500 the dish: the owner's with $ 100 of tip, Juan's with $ 200; Juan's cancelled and open ones
    // are no sales.
    await sell(owner, 100, "complete");
    await sell(waiter, 200, "complete");
    await sell(waiter, 50, "cancel");
    await sell(waiter, 70, "pending");

    // The owner opens a table for Juan, sends its round and charges it with $ 300 of tip: Juan's table.
    const room = (await owner.call("POST", "/rooms", { name: "Salón" })).json().data;
    const planned = await owner.call("PUT", `/rooms/${room.id}/plan`, {
      version: room.version,
      tables: [{ name: "Mesa 1", seats: 4, shape: "square", x: 150, y: 200 }],
    });
    const tab: Order = (
      await owner.call("POST", `/tables/${planned.json().data.tables[0].id}/tab`, {
        id: uuidv7(),
        guests: 2,
        waiter_id: juan.userId,
      })
    ).json().data;
    const round = await owner.call("POST", `/tabs/${tab.id}/rounds`, {
      id: uuidv7(),
      products: [{ product_id: shop.dish, quantity: 2 }],
    });
    expect(round.statusCode, round.body).toBe(200);
    const tipped = await owner.edit(tab.id, editBody(round.json().data, { tip: 300 }));
    expect(tipped.statusCode, tipped.body).toBe(200);
    for (const step of ["receive", "deliver", "complete"] as const)
      expect((await owner.act(tab.id, step)).statusCode).toBe(200);

    const detail = await owner.call("GET", `/shifts/${shop.shift.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const { byStaff, sales }: ShiftDetail = detail.json().data;
    expect(byStaff).toEqual([
      { userId: juan.userId, name: "Juan Gómez", orders: 1, tables: 1, sales: 4500, tips: 500 },
      { userId: ownerId, name: ownerName, orders: 1, tables: 0, sales: 1500, tips: 100 },
    ]);
    // Everyone's sales and tips are the shift's.
    expect(sales).toMatchObject({ tips: 600, total: 6600 });

    // The CSV says whose each order is: the tab was taken by the owner and served by Juan.
    const csv = (await owner.call("GET", `/shifts/${shop.shift.id}/orders/export`)).body.split("\r\n");
    const columns = csv[0]?.split(";") ?? [];
    const taken = columns.indexOf("Tomó");
    const served = columns.indexOf("Atendió");
    expect(served).toBeGreaterThan(0);
    const row = csv
      .slice(1)
      .find((line) => line.startsWith(`${tab.turn};`))
      ?.split(";");
    expect([row?.[taken], row?.[served]]).toEqual([ownerName, "Juan Gómez"]);
    const counter = csv.slice(1, -1).map((line) => line.split(";")[served]);
    expect(counter.filter((name) => name === "Juan Gómez")).toHaveLength(4);
  });

  it("lists nobody for a shift without completed orders", async () => {
    const shop = await cashShop(server(), 0);
    await shop.sell(shop.cash.id, 1, "cancel");
    const detail = await shop.orders.call("GET", `/shifts/${shop.shift.id}`);
    expect(detail.json().data.byStaff).toEqual([]);
  });
});
