import type { Order } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { editBody, placedOrder } from "../../../../test/edit-kit.ts";
import { sellingBusiness } from "../../../../test/orders-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";
import { movementSums } from "../../../../test/service-rows-kit.ts";
import { checkInvariants } from "../../../db/invariants.ts";

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort((a, b) => a - b);

describe.each(engines)("edits under concurrent devices on %s", (engine) => {
  const server = useTestServer(engine);
  const db = () => server().ctx.database.db;

  it("lets one of two edits of the same version win; the other gets 409 with the winner's order", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 20 });
    const order = await placedOrder(shop, { products: [{ product_id: coke, quantity: 1 }] });
    const cashier = await shop.staff("CASHIER");
    const responses = await Promise.all([
      shop.edit(order.id, editBody(order, { products: [{ product_id: coke, quantity: 3 }] })),
      cashier.edit(order.id, editBody(order, { products: [{ product_id: coke, quantity: 5 }] })),
    ]);
    expect(statuses(responses)).toEqual([200, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json().data as Order;
    const loser = responses.find((response) => response.statusCode === 409)?.json().error;
    expect(loser.details.order).toEqual(winner);
    expect(winner.version).toBe(1);
    const units = winner.lines[0]?.quantity ?? 0;
    expect(await shop.quantityOf("product", coke)).toBe(20 - units);
    expect((await movementSums(db(), shop.businessId)).get(coke)).toBe(20 - units);
  });

  it("races an edit with the kitchen's 'Recibir': the transition always counts, the edit only on its version", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 50 });
    const kitchen = await shop.staff("KITCHEN");
    for (let round = 0; round < 5; round += 1) {
      const order = await placedOrder(shop, { products: [{ product_id: coke, quantity: 1 }] });
      const [edit, receive] = await Promise.all([
        shop.edit(order.id, editBody(order, { products: [{ product_id: coke, quantity: 2 }] })),
        kitchen.act(order.id, "receive"),
      ]);
      expect(receive.statusCode).toBe(200);
      const stored = (await shop.get(order.id)).json().data as Order;
      expect(stored.status).toBe("preparing");
      if (edit.statusCode === 200) {
        // The edit went first: the kitchen received the edited order.
        expect([stored.version, stored.lines[0]?.quantity]).toEqual([2, 2]);
      } else {
        // The transition went first: the edit was of an older version, and nothing of it was written.
        expect(edit.statusCode).toBe(409);
        expect(edit.json().error.details.order).toEqual(stored);
        expect([stored.version, stored.lines[0]?.quantity]).toEqual([1, 1]);
      }
    }
    expect((await movementSums(db(), shop.businessId)).get(coke)).toBe(
      await shop.quantityOf("product", coke),
    );
  });

  it("races an edit with a cancel: whichever wins, the stock ends where it started", async () => {
    const shop = await sellingBusiness(server());
    const burger = await shop.product("Hamburguesa", { quantity: 30 });
    const bread = await shop.ingredient("Pan", "piece", 50_000);
    await shop.recipe(burger, bread, 1_000);
    const kitchen = await shop.staff("KITCHEN");
    for (let round = 0; round < 5; round += 1) {
      const order = await placedOrder(shop, { products: [{ product_id: burger, quantity: 2 }] });
      const [edit, cancel] = await Promise.all([
        shop.edit(order.id, editBody(order, { products: [{ product_id: burger, quantity: 4 }] })),
        kitchen.act(order.id, "cancel"),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect([200, 409]).toContain(edit.statusCode);
    }
    expect(await shop.quantityOf("product", burger)).toBe(30);
    expect(await shop.quantityOf("ingredient", bread)).toBe(50_000);
  });

  it("leaves every stock equal to its movements (doctor)", async () => {
    expect((await checkInvariants(db())).breaks).toEqual([]);
  });
});
