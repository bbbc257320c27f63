import { type Order, uuidv7 } from "@comanda/domain";
import type { SalonView } from "@comanda/domain/tabs";
import { describe, expect, it } from "vitest";
import { cashShop } from "../../../test/cash-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { orderCalls } from "../../../test/orders-kit.ts";
import { addUser, useTestServer } from "../../../test/server-kit.ts";

/** Decision 084: a tab remembers who opened it and who sent each round, from the session. */
describe.each(engines)("who opened a table and who sent its rounds on %s", (engine) => {
  const server = useTestServer(engine);

  const restaurant = async () => {
    const shop = await cashShop(server(), 0);
    const owner = { id: shop.owner.session.user.id, call: shop.orders.call };
    const room = (await owner.call("POST", "/rooms", { name: "Salón" })).json().data;
    const planned = await owner.call("PUT", `/rooms/${room.id}/plan`, {
      version: room.version,
      tables: [1, 2].map((n) => ({ name: `Mesa ${n}`, seats: 4, shape: "square", x: 150 * n, y: 200 })),
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const tables: { id: string }[] = planned.json().data.tables;
    const juan = await addUser(server(), shop.businessId, "CASHIER", "Juan Gómez");
    const waiter = { id: juan.userId, call: orderCalls(server(), juan.cookies).call };
    const ownerName: string = (await owner.call("GET", "/session")).json().data.user.name;
    const salonTab = async (tabId: string) => {
      const plan: SalonView = (await owner.call("GET", "/salon")).json().data;
      return plan.rooms.flatMap((each) => each.tables).find((table) => table.tab?.orderId === tabId)?.tab;
    };
    return { ...shop, owner, ownerName, waiter, tables, salonTab };
  };

  it("takes the tab's opener from the session, whatever the request says, and names the waiter apart", async () => {
    const shop = await restaurant();
    const opened = await shop.waiter.call("POST", `/tables/${shop.tables[0]?.id}/tab`, {
      id: uuidv7(),
      guests: 2,
      created_by: shop.owner.id,
      created_by_name: "Otra persona",
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const tab: Order = opened.json().data;
    expect(tab).toMatchObject({
      createdBy: shop.waiter.id,
      createdByName: "Juan Gómez",
      tab: { waiterId: shop.waiter.id, waiterName: "Juan Gómez" },
    });
    // The owner opens the other table for Juan: the owner opened it, Juan serves it.
    const forJuan = await shop.owner.call("POST", `/tables/${shop.tables[1]?.id}/tab`, {
      id: uuidv7(),
      guests: 4,
      waiter_id: shop.waiter.id,
    });
    expect(forJuan.statusCode, forJuan.body).toBe(201);
    expect(forJuan.json().data).toMatchObject({
      createdBy: shop.owner.id,
      createdByName: shop.ownerName,
      tab: { waiterId: shop.waiter.id, waiterName: "Juan Gómez" },
    });
    const stored = await shop.db
      .selectFrom("order")
      .select(["created_by", "created_by_name"])
      .where("id", "=", tab.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ created_by: shop.waiter.id, created_by_name: "Juan Gómez" });
  });

  it("lists each round with who sent it and when, a joined table's rounds too", async () => {
    const shop = await restaurant();
    const open = async (table: number) =>
      (
        await shop.owner.call("POST", `/tables/${shop.tables[table]?.id}/tab`, { id: uuidv7(), guests: 2 })
      ).json().data as Order;
    const round = async (by: typeof shop.owner, tabId: string) => {
      const sent = await by.call("POST", `/tabs/${tabId}/rounds`, {
        id: uuidv7(),
        products: [{ product_id: shop.dish, quantity: 1 }],
        created_by: "someone-else",
      });
      expect(sent.statusCode, sent.body).toBe(200);
    };
    const one = await open(0);
    expect((await shop.salonTab(one.id))?.rounds).toEqual([]);
    const before = Date.now();
    await round(shop.owner, one.id);
    await round(shop.waiter, one.id);
    const rounds = (await shop.salonTab(one.id))?.rounds ?? [];
    expect(
      rounds.map(({ sentById, sentByName, fromTable }) => ({ sentById, sentByName, fromTable })),
    ).toEqual([
      { sentById: shop.owner.id, sentByName: shop.ownerName, fromTable: null },
      { sentById: shop.waiter.id, sentByName: "Juan Gómez", fromTable: null },
    ]);
    expect(rounds[0]?.sentAt).toBeGreaterThanOrEqual(before);
    expect(rounds[1]?.sentAt).toBeGreaterThanOrEqual(rounds[0]?.sentAt ?? 0);

    // Mesa 2's round goes with it when it joins Mesa 1.
    const two = await open(1);
    await round(shop.waiter, two.id);
    const joined = await shop.owner.call("POST", `/tabs/${one.id}/join`, { tab_id: two.id });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await shop.salonTab(one.id))?.rounds?.map((each) => [each.sentByName, each.fromTable])).toEqual([
      [shop.ownerName, null],
      ["Juan Gómez", null],
      ["Juan Gómez", "Mesa 2"],
    ]);
  });
});
