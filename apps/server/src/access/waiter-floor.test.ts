import { type Order, uuidv7 } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { cashShop } from "../../test/cash-kit.ts";
import { engines } from "../../test/database-kit.ts";
import { orderCalls } from "../../test/orders-kit.ts";
import { addUser, useTestServer } from "../../test/server-kit.ts";

/** Decision 083: a waiter works the floor, and its board lists its own orders: those it took and its tables. */
describe.each(engines)("a waiter on the floor on %s", (engine) => {
  const server = useTestServer(engine);

  it("opens tables, is given one by the owner, and sees on its board only its own", async () => {
    const shop = await cashShop(server(), 0);
    const owner = shop.orders;
    const room = (await owner.call("POST", "/rooms", { name: "Salón" })).json().data;
    const planned = await owner.call("PUT", `/rooms/${room.id}/plan`, {
      version: room.version,
      tables: [1, 2, 3].map((n) => ({ name: `Mesa ${n}`, seats: 4, shape: "square", x: 150 * n, y: 200 })),
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const [one, two, three] = planned.json().data.tables as { id: string }[];
    const ana = await addUser(server(), shop.businessId, "WAITER", "Ana Mozo");
    const beto = await addUser(server(), shop.businessId, "WAITER", "Beto Mozo");
    const anaCalls = orderCalls(server(), ana.cookies);
    const betoCalls = orderCalls(server(), beto.cookies);

    const byAna = await anaCalls.call("POST", `/tables/${one?.id}/tab`, { id: uuidv7(), guests: 2 });
    expect(byAna.statusCode, byAna.body).toBe(201);
    // The owner opens Mesa 2 for Beto: the owner took it, Beto serves it.
    const forBeto = await owner.call("POST", `/tables/${two?.id}/tab`, {
      id: uuidv7(),
      guests: 4,
      waiter_id: beto.userId,
    });
    expect(forBeto.statusCode, forBeto.body).toBe(201);
    expect(forBeto.json().data.tab).toMatchObject({ waiterId: beto.userId, waiterName: "Beto Mozo" });
    const ownersOwn = await owner.call("POST", `/tables/${three?.id}/tab`, { id: uuidv7(), guests: 1 });
    expect(ownersOwn.statusCode).toBe(201);

    const boardOf = async (calls: typeof owner) => {
      const response = await calls.call("GET", "/board");
      expect(response.statusCode).toBe(200);
      return (response.json().data.orders as Order[]).map((order) => order.id).sort();
    };
    expect(await boardOf(anaCalls)).toEqual([byAna.json().data.id]);
    expect(await boardOf(betoCalls)).toEqual([forBeto.json().data.id]);
    expect(await boardOf(owner)).toHaveLength(3);
    // Every table is on the waiter's plan: it may help at a colleague's.
    const salon = await betoCalls.call("GET", "/salon");
    expect(salon.statusCode).toBe(200);
    const tabs = salon.json().data.rooms.flatMap((each: { tables: { tab: unknown }[] }) => each.tables);
    expect(tabs.filter((table: { tab: unknown }) => table.tab !== null)).toHaveLength(3);
  });
});
