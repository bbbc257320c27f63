import type { ChangeEvent } from "@comanda/domain";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { placeOrder, sellingBusiness } from "../../../test/orders-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";
import { openEventStream, pause, type SseMessage } from "../../../test/sse-kit.ts";

const change = (entity: string, id: string) => (m: SseMessage) =>
  m.event === "change" && (m.data as ChangeEvent).entity === entity && (m.data as ChangeEvent).id === id;

describe.each(engines)("order change events on %s", (engine) => {
  const server = useTestServer(engine);
  let url: string;
  beforeAll(async () => {
    url = `${await server().app.listen({ port: 0, host: "127.0.0.1" })}/api/v1/events`;
  });

  it("streams a new order, its shift, its stock and each transition to the business's boards", async () => {
    const shop = await sellingBusiness(server());
    const other = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 5 });
    const cheese = await shop.ingredient("Queso", "kg", 1_000);
    await shop.recipe(coke, cheese, 100);
    const kitchen = await shop.staff("KITCHEN");
    const board = await openEventStream(url, kitchen.cookies);
    const stranger = await openEventStream(url, other.owner.cookies);
    await board.next((m) => m.event === "ready");
    await stranger.next((m) => m.event === "ready");

    const order = await placeOrder(shop, { turn: "5", products: [{ product_id: coke, quantity: 2 }] });
    await board.next(change("orders", order.id));
    expect(board.received.find(change("orders", order.id))?.data).toEqual({
      entity: "orders",
      id: order.id,
      op: "insert",
    });
    await board.next(change("shifts", shop.shiftId));
    await board.next(change("products", coke));
    await board.next(change("ingredients", cheese));

    expect((await kitchen.act(order.id, "receive")).statusCode).toBe(200);
    await board.next((m) => change("orders", order.id)(m) && (m.data as ChangeEvent).op === "update");
    await pause(200);
    expect(stranger.received.filter((m) => m.event === "change")).toEqual([]);
    board.close();
    stranger.close();
  });

  it("publishes only after the transaction commits, and nothing for a refused order", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 1 });
    const db = server().ctx.database.db;
    const seen: { event: ChangeEvent; stored: Promise<boolean>; inTransaction: boolean }[] = [];
    const stop = server().ctx.bus.subscribe(shop.businessId, (message) => {
      if (message === "resync" || message.entity !== "orders") return;
      seen.push({
        event: message,
        // SQLite's bus calls back inside publish: were it inside the write, the connection would show it.
        inTransaction: server().ctx.database.sqlite?.inTransaction ?? false,
        // PostgreSQL's reaches here through NOTIFY; another connection sees the row only once committed.
        stored: db
          .selectFrom("order")
          .select("id")
          .where("id", "=", message.id)
          .executeTakeFirst()
          .then((row) => row !== undefined),
      });
    });
    const order = await placeOrder(shop, { products: [{ product_id: coke, quantity: 1 }] });
    const refused = await shop.create(shop.body({ products: [{ product_id: coke, quantity: 1 }] }));
    expect(refused.statusCode).toBe(409);
    await shop.act(order.id, "cancel");
    await vi.waitFor(() => expect(seen.map((s) => s.event.op)).toEqual(["insert", "update"]));
    for (const entry of seen) {
      expect(entry.event.id).toBe(order.id);
      expect(entry.inTransaction).toBe(false);
      expect(await entry.stored).toBe(true);
    }
    await pause(200);
    expect(seen).toHaveLength(2);
    stop();
  });
});
