import { type Order, uuidv7 } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { cashShop } from "../../../test/cash-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

/** Decision 070: a tab's id is checked as an order's, and a taken one says nothing of whose it is. */
describe.each(engines)("opening a table's tab with a given id on %s", (engine) => {
  const server = useTestServer(engine);

  const restaurant = async () => {
    const shop = await cashShop(server(), 0);
    const room = (await shop.orders.call("POST", "/rooms", { name: "Salón" })).json().data;
    const planned = await shop.orders.call("PUT", `/rooms/${room.id}/plan`, {
      version: room.version,
      tables: [1, 2].map((n) => ({ name: `Mesa ${n}`, seats: 4, shape: "square", x: 150 * n, y: 200 })),
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const tables: { id: string }[] = planned.json().data.tables;
    const open = (table: number, id: string) =>
      shop.orders.call("POST", `/tables/${tables[table]?.id}/tab`, { id, guests: 2 });
    const counterOrder = async () => {
      const created = await shop.orders.create({
        id: uuidv7(),
        turn: "50",
        payment_method_id: shop.cash.id,
        products: [{ product_id: shop.dish, quantity: 1 }],
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data.id as string;
    };
    return { ...shop, open, counterOrder };
  };

  it("refuses ids from another era and answers a taken id alike, whoever took it", async () => {
    const shop = await restaurant();
    const other = await restaurant();
    for (const id of [
      "00000000-0000-7000-8000-000000000000",
      "ffffffff-ffff-7fff-bfff-ffffffffffff",
      uuidv7(Date.now() - 3 * 24 * 60 * 60 * 1000),
    ]) {
      const refused = await shop.open(0, id);
      expect(refused.statusCode, id).toBe(400);
      expect(refused.json().error.fields).toEqual({ id: "El identificador de la mesa no es válido." });
    }

    const tab: Order = (await shop.open(0, uuidv7())).json().data;
    const resent = await shop.open(0, tab.id);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data.id).toBe(tab.id);

    // This business's own tab on another table, its counter order, another business's tab and order.
    const taken = [
      await shop.open(1, tab.id),
      await shop.open(1, await shop.counterOrder()),
      await shop.open(1, (await other.open(0, uuidv7())).json().data.id),
      await shop.open(1, await other.counterOrder()),
    ];
    for (const answer of taken) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toEqual({
        error: { code: "aborted", message: "Esa mesa ya se abrió con otros datos." },
      });
    }
    const open = await shop.db
      .selectFrom("order")
      .select("id")
      .where("business_id", "=", shop.businessId)
      .where("type", "=", "table")
      .execute();
    expect(open.map((row) => row.id)).toEqual([tab.id]);
  });
});
