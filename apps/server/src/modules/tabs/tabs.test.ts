import { type Order, uuidv7 } from "@comanda/domain";
import type { ZReport } from "@comanda/domain/cash";
import { editedInKitchen, linesToMake } from "@comanda/domain/kitchen";
import type { SalonView } from "@comanda/domain/tabs";
import { describe, expect, it } from "vitest";
import { cashShop } from "../../../test/cash-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { editBody } from "../../../test/edit-kit.ts";
import { orderCalls } from "../../../test/orders-kit.ts";
import { addUser, useTestServer } from "../../../test/server-kit.ts";
import { checkInvariants } from "../../db/invariants.ts";

/** Decision 051: a table's tab from opening to payment, on both engines. */
describe.each(engines)("tables and their tabs on %s", (engine) => {
  const server = useTestServer(engine);

  const restaurant = async () => {
    const shop = await cashShop(server(), 0);
    const call = shop.orders.call;
    const room = (await call("POST", "/rooms", { name: "Salón" })).json().data;
    const planned = await call("PUT", `/rooms/${room.id}/plan`, {
      version: room.version,
      tables: [1, 2, 3].map((n) => ({ name: `Mesa ${n}`, seats: 4, shape: "square", x: 150 * n, y: 200 })),
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const tables: { id: string; name: string }[] = planned.json().data.tables;
    const open = (table: number, guests = 2, id = uuidv7()) =>
      call("POST", `/tables/${tables[table]?.id}/tab`, { id, guests });
    const round = (tab: string, quantity: number, id = uuidv7()) =>
      call("POST", `/tabs/${tab}/rounds`, { id, products: [{ product_id: shop.dish, quantity }] });
    const salon = async (): Promise<SalonView> => (await call("GET", "/salon")).json().data;
    return { ...shop, call, tables, open, round, salon };
  };

  it("opens a table, takes rounds that go to the kitchen, asks for the bill and is paid in parts", async () => {
    const shop = await restaurant();
    const opened = await shop.open(0, 3);
    expect(opened.statusCode, opened.body).toBe(201);
    const tab: Order = opened.json().data;
    expect(tab).toMatchObject({
      type: "table",
      status: "served",
      total: 0,
      lines: [],
      tab: { tableId: shop.tables[0]?.id, tableName: "Mesa 1 · Salón", guests: 3, billRequestedAt: null },
    });
    expect((await shop.salon()).rooms[0]?.tables.map((table) => table.state)).toEqual([
      "occupied",
      "free",
      "free",
    ]);
    // The table is taken: another waiter cannot open it again.
    const again = await shop.open(0);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Mesa 1 ya tiene una mesa abierta.");

    const sent = Date.now();
    const first = await shop.round(tab.id, 2);
    expect(first.statusCode, first.body).toBe(200);
    const firstRound = first.json().data as Order;
    expect(firstRound).toMatchObject({ status: "pending", total: 3000, served: [] });
    // Decision 081: the first round is the kitchen's first card, from when it was sent, not 'Modificado'.
    expect(firstRound.kitchenSince).toBeGreaterThanOrEqual(sent);
    expect(editedInKitchen(firstRound)).toBe(false);
    // The kitchen moves the card; it cannot cancel the table's bill.
    const cook = await addUser(server(), shop.businessId, "KITCHEN");
    const cancelled = await orderCalls(server(), cook.cookies).act(tab.id, "cancel");
    expect(cancelled.statusCode, cancelled.body).toBe(403);
    for (const step of ["receive", "deliver", "serve"] as const)
      expect((await shop.orders.act(tab.id, step)).statusCode).toBe(200);
    // A second round sends it back to the kitchen, with what it added.
    const second = (await shop.round(tab.id, 1)).json().data as Order;
    expect(second).toMatchObject({ status: "pending", total: 4500, lines: [{ quantity: 3 }] });
    expect(second.changes).toEqual([
      expect.objectContaining({ kind: "quantity", before: 2, after: 3, name: "Milanesa" }),
    ]);
    // The board reads what the kitchen makes now: the round's one, from the round, not a modified card.
    const onBoard = ((await shop.orders.call("GET", "/board")).json().data.orders as Order[]).find(
      (order) => order.id === tab.id,
    ) as Order;
    expect(onBoard.kitchenSince).toBeGreaterThan(firstRound.kitchenSince);
    expect(editedInKitchen(onBoard)).toBe(false);
    expect(linesToMake(onBoard).lines.map((line) => line.quantity)).toEqual([1]);
    expect(onBoard.stationsDone).toEqual([]);

    const billed = await shop.call("POST", `/tabs/${tab.id}/bill`, {});
    expect(billed.statusCode, billed.body).toBe(200);
    const onPlan = (await shop.salon()).rooms[0]?.tables[0];
    expect(onPlan).toMatchObject({ state: "bill", tab: { orderId: tab.id, guests: 3, total: 4500 } });

    // The shift cannot close while the table is open.
    const refused = await shop.shifts.close(shop.shift.id, shop.counts([[shop.cash.id, 0]]));
    expect(refused.statusCode, refused.body).toBe(409);

    for (const step of ["receive", "deliver"] as const) await shop.orders.act(tab.id, step);
    const paid = await shop.call("POST", `/orders/${tab.id}/complete`, {
      payments: [
        { payment_method_id: shop.cash.id, amount: 2000, tendered: 2000 },
        { payment_method_id: shop.card.id, amount: 2500 },
      ],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await shop.salon()).rooms[0]?.tables[0]).toMatchObject({ state: "free", tab: null });

    const closed = await shop.shifts.close(
      shop.shift.id,
      shop.counts([
        [shop.cash.id, 2000],
        [shop.card.id, 2500],
      ]),
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const report: ZReport = closed.json().data;
    expect(report.byType).toEqual([{ type: "table", orders: 1, amount: 4500 }]);
    expect(report.count.map((line) => [line.name, line.expected, line.difference])).toEqual([
      ["Efectivo", 2000, 0],
      ["Tarjeta", 2500, 0],
    ]);
    expect((await checkInvariants(shop.db)).breaks).toEqual([]);
  });

  it("keeps every round when two devices send them to one table at once, and a resent round once", async () => {
    const shop = await restaurant();
    const tab: Order = (await shop.open(1)).json().data;
    const resent = uuidv7();
    const answers = await Promise.all([
      shop.round(tab.id, 1),
      shop.round(tab.id, 2),
      shop.round(tab.id, 3, resent),
      shop.round(tab.id, 4),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await shop.round(tab.id, 3, resent)).statusCode).toBe(200);
    const after: Order = (await shop.orders.get(tab.id)).json().data;
    expect(after.lines).toEqual([expect.objectContaining({ name: "Milanesa", quantity: 10 })]);
    expect(after.total).toBe(15_000);
  });

  it("takes the stock a round adds when it is sent, and refuses a round the stock cannot cover, writing nothing", async () => {
    const shop = await restaurant();
    const category = (await shop.call("POST", "/categories", { name: "Postres" })).json().data.id;
    const flan = (
      await shop.call("POST", "/products", { name: "Flan", category_id: category, price: 3000, quantity: 5 })
    ).json().data.id as string;
    const quantity = async () => (await shop.call("GET", `/products/${flan}`)).json().data.quantity;
    const tab: Order = (await shop.open(2)).json().data;
    const send = (units: number) =>
      shop.call("POST", `/tabs/${tab.id}/rounds`, {
        id: uuidv7(),
        products: [{ product_id: flan, quantity: units }],
      });
    expect((await send(2)).statusCode).toBe(200);
    expect(await quantity()).toBe(3);
    const short = await send(4);
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toContain("Flan");
    expect(await quantity()).toBe(3);
    expect((await shop.orders.get(tab.id)).json().data.lines).toEqual([
      expect.objectContaining({ quantity: 2 }),
    ]);
  });

  it("moves a tab to a free table, refuses an occupied one, and joins two tabs into one", async () => {
    const shop = await restaurant();
    const one: Order = (await shop.open(0)).json().data;
    const two: Order = (await shop.open(1)).json().data;
    await shop.round(one.id, 1);
    await shop.round(two.id, 2);

    const taken = await shop.call("POST", `/tabs/${one.id}/move`, { table_id: shop.tables[1]?.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe("Mesa 2 ya tiene una mesa abierta.");
    const moved = await shop.call("POST", `/tabs/${one.id}/move`, { table_id: shop.tables[2]?.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.tab.tableName).toBe("Mesa 3 · Salón");

    const joined = await shop.call("POST", `/tabs/${one.id}/join`, { tab_id: two.id });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data).toMatchObject({ total: 4500, lines: [{ quantity: 3 }] });
    const other: Order = (await shop.orders.get(two.id)).json().data;
    expect(other).toMatchObject({ status: "cancelled", total: 0 });
    // Closed 'cancelled' with nothing to pay, but nobody cancelled it: the shift's detail (and its Z
    // report) count only the real cancellation.
    const counter = await shop.orders.create({
      id: uuidv7(),
      turn: "90",
      payment_method_id: shop.cash.id,
      products: [{ product_id: shop.dish, quantity: 1 }],
    });
    expect(counter.statusCode, counter.body).toBe(201);
    expect((await shop.orders.act(counter.json().data.id, "cancel")).statusCode).toBe(200);
    const detail = await shop.call("GET", `/shifts/${shop.shift.id}`);
    expect(detail.json().data.cancelled).toEqual({ orders: 1, amount: 1500 });
    // The shift's CSV says where Mesa 2 went, with no method it was never paid by.
    const csv = await shop.call("GET", `/shifts/${shop.shift.id}/orders/export`);
    const row = csv.body.split("\r\n").find((line) => line.startsWith(`${two.turn};`));
    expect(row?.split(";").slice(2, 5)).toEqual(["Unida a Mesa 3 · Salón", "2 × Milanesa", ""]);
    // Mesa 2's guests sit at Mesa 3 now: its table says so instead of 'Libre'.
    expect((await shop.salon()).rooms[0]?.tables.map((table) => table.state)).toEqual([
      "free",
      "joined",
      "occupied",
    ]);
    expect((await checkInvariants(shop.db)).breaks).toEqual([]);
  });

  it("shows a joined table as joined to the other, sums the guests, and separates them again", async () => {
    const shop = await restaurant();
    const one: Order = (await shop.open(0, 2)).json().data;
    const two: Order = (await shop.open(1, 3)).json().data;
    await shop.round(one.id, 1);
    await shop.round(two.id, 2);
    const joined = await shop.call("POST", `/tabs/${one.id}/join`, { tab_id: two.id });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data.tab.guests).toBe(5);
    const plan = (await shop.salon()).rooms[0]?.tables ?? [];
    expect(plan.map((table) => table.state)).toEqual(["occupied", "joined", "free"]);
    expect(plan[1]?.joinedTo).toEqual({ orderId: two.id, tabId: one.id, tableName: "Mesa 1 · Salón" });

    const notJoined = await shop.call("POST", `/tabs/${one.id}/split`, { tab_id: one.id });
    expect(notJoined.statusCode).toBe(404);
    expect(notJoined.json().error.message).toBe("Esa mesa no está unida a esta.");
    // Part of what Mesa 2 brought was taken off: separating would invent it back.
    const trimmed = await shop.orders.edit(
      one.id,
      editBody(joined.json().data, { products: [{ product_id: shop.dish, quantity: 1 }] }),
    );
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    const refused = await shop.call("POST", `/tabs/${one.id}/split`, { tab_id: two.id });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe(
      "No se puede separar: a esta mesa ya le sacaron parte de lo que trajo Mesa 2 · Salón. Ajustá el pedido a mano.",
    );
    const restored = await shop.orders.edit(
      one.id,
      editBody(trimmed.json().data, { products: [{ product_id: shop.dish, quantity: 3 }] }),
    );
    expect(restored.statusCode, restored.body).toBe(200);
    // Someone sat new guests at Mesa 2 meanwhile: it cannot take the old tab back.
    const newcomers: Order = (await shop.open(1, 2)).json().data;
    const taken = await shop.call("POST", `/tabs/${one.id}/split`, { tab_id: two.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe("Mesa 2 · Salón ya tiene una mesa abierta.");
    expect((await shop.orders.act(newcomers.id, "cancel")).statusCode).toBe(200);

    const split = await shop.call("POST", `/tabs/${one.id}/split`, { tab_id: two.id });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json().data).toMatchObject({ total: 1500, lines: [{ quantity: 1 }], tab: { guests: 2 } });
    const back: Order = (await shop.orders.get(two.id)).json().data;
    expect(back).toMatchObject({ status: "pending", turn: two.turn, total: 3000, lines: [{ quantity: 2 }] });
    expect(back.tab?.guests).toBe(3);
    expect((await shop.salon()).rooms[0]?.tables.map((table) => table.state)).toEqual([
      "occupied",
      "occupied",
      "free",
    ]);
    const again = await shop.call("POST", `/tabs/${one.id}/split`, { tab_id: two.id });
    expect(again.statusCode).toBe(404);
    // The stock went with each part: nothing taken twice, nothing lost.
    expect((await checkInvariants(shop.db)).breaks).toEqual([]);
  });

  it("answers another business's tables and tabs as not found, and refuses bad input", async () => {
    const shop = await restaurant();
    const other = await restaurant();
    const tab: Order = (await shop.open(0)).json().data;
    expect(
      (await other.call("POST", `/tables/${shop.tables[1]?.id}/tab`, { id: uuidv7(), guests: 2 })).statusCode,
    ).toBe(404);
    expect((await other.round(tab.id, 1)).statusCode).toBe(404);
    expect((await other.call("POST", `/tabs/${tab.id}/bill`, {})).statusCode).toBe(404);
    const noGuests = await shop.call("POST", `/tables/${shop.tables[1]?.id}/tab`, {
      id: uuidv7(),
      guests: 0,
    });
    expect(noGuests.statusCode).toBe(400);
    expect(noGuests.json().error.fields).toEqual({ guests: "Tiene que haber al menos una persona." });
    expect(
      (await shop.call("POST", `/tabs/${tab.id}/rounds`, { id: uuidv7(), products: [] })).statusCode,
    ).toBe(400);
    // A counter order is no tab.
    const counter = await shop.orders.create({
      id: uuidv7(),
      turn: "99",
      payment_method_id: shop.cash.id,
      products: [{ product_id: shop.dish, quantity: 1 }],
    });
    expect((await shop.round(counter.json().data.id, 1)).statusCode).toBe(404);
  });
});
