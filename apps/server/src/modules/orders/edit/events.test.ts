import type { ChangeEvent } from "@comanda/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { editBody, placedOrder } from "../../../../test/edit-kit.ts";
import { sellingBusiness } from "../../../../test/orders-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";
import { openEventStream, pause, type SseMessage } from "../../../../test/sse-kit.ts";

const change =
  (entity: string, id: string, op = "update") =>
  (m: SseMessage) =>
    m.event === "change" &&
    (m.data as ChangeEvent).entity === entity &&
    (m.data as ChangeEvent).id === id &&
    (m.data as ChangeEvent).op === op;

describe.each(engines)("edit change events on %s", (engine) => {
  const server = useTestServer(engine);
  let url: string;
  beforeAll(async () => {
    url = `${await server().app.listen({ port: 0, host: "127.0.0.1" })}/api/v1/events`;
  });

  it("streams an edited order and the stock it moved to the kitchen's board, and nothing for a refused edit", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 5 });
    const cheese = await shop.ingredient("Queso", "kg", 1_000);
    await shop.recipe(coke, cheese, 100);
    const order = await placedOrder(shop, { products: [{ product_id: coke, quantity: 1 }] });
    const kitchen = await shop.staff("KITCHEN");
    const board = await openEventStream(url, kitchen.cookies);
    await board.next((m) => m.event === "ready");

    const refused = await shop.edit(
      order.id,
      editBody(order, { products: [{ product_id: coke, quantity: 9 }] }),
    );
    expect(refused.statusCode).toBe(409);
    const edited = await shop.edit(
      order.id,
      editBody(order, { products: [{ product_id: coke, quantity: 2 }] }),
    );
    expect(edited.statusCode).toBe(200);
    await board.next(change("orders", order.id));
    await board.next(change("products", coke));
    await board.next(change("ingredients", cheese));
    await pause(200);
    // One edit, one event for the order: the refused one sent none.
    expect(board.received.filter(change("orders", order.id))).toHaveLength(1);
    // What the board then reads carries the change for the 'Modificado' chip.
    const card = (await kitchen.board()).json().data.orders.find((o: { id: string }) => o.id === order.id);
    expect(card.changes).toEqual([
      expect.objectContaining({ kind: "quantity", itemId: coke, name: "Coca-Cola", before: 1, after: 2 }),
    ]);
    board.close();
  });
});
