import { describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { placeOrder, sellingBusiness } from "../../../../test/orders-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";

describe.each(engines)("one turn per open order of a shift on %s", (engine) => {
  const server = useTestServer(engine);

  const setUp = async () => {
    const shop = await sellingBusiness(server());
    const empanada = await shop.product("Empanada", { quantity: null });
    return { shop, one: { products: [{ product_id: empanada, quantity: 1 }] } };
  };

  it("refuses a turn an open order holds with 409 naming that order, and frees it once finished", async () => {
    const { shop, one } = await setUp();
    const first = await placeOrder(shop, { ...one, turn: "12" });

    const taken = await shop.create(shop.body({ ...one, turn: "12" }));
    expect(taken.statusCode).toBe(409);
    const message = "El turno 12 ya está en uso por un pedido pendiente.";
    expect(taken.json().error).toEqual({ code: "aborted", message, fields: { turn: message } });

    await shop.act(first.id, "receive");
    const preparing = await shop.create(shop.body({ ...one, turn: "12" }));
    expect(preparing.json().error.fields.turn).toBe(
      "El turno 12 ya está en uso por un pedido en preparación.",
    );
    await shop.act(first.id, "deliver");
    const ready = await shop.create(shop.body({ ...one, turn: "12" }));
    expect(ready.json().error.fields.turn).toBe(
      "El turno 12 ya está en uso por un pedido listo para entregar.",
    );

    // Nothing of the refused orders was kept, and the next turn still follows the highest one given.
    expect(Number((await shop.shiftRow()).last_turn)).toBe(12);
    await shop.act(first.id, "complete");
    expect((await shop.create(shop.body({ ...one, turn: "12" }))).statusCode).toBe(201);
  });

  it("lets another business, or a turn of a cancelled order, be used again", async () => {
    const a = await setUp();
    const b = await setUp();
    const cancelled = await placeOrder(a.shop, { ...a.one, turn: "5" });
    expect((await b.shop.create(b.shop.body({ ...b.one, turn: "5" }))).statusCode).toBe(201);
    await a.shop.act(cancelled.id, "cancel");
    expect((await a.shop.create(a.shop.body({ ...a.one, turn: "5" }))).statusCode).toBe(201);
  });

  it("lets exactly one of two concurrent orders with one turn win; a retry of the winner is no conflict", async () => {
    const { shop, one } = await setUp();
    const bodies = [shop.body({ ...one, turn: "30" }), shop.body({ ...one, turn: "30" })];
    const responses = await Promise.all(bodies.map((body) => shop.create(body)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json().error.fields.turn).toBe("El turno 30 ya está en uso por un pedido pendiente.");
    const winner = bodies[responses.findIndex((response) => response.statusCode === 201)];
    const retry = await shop.create(winner);
    expect(retry.statusCode).toBe(200);
    const open = await server()
      .ctx.database.db.selectFrom("order")
      .select("id")
      .where("business_id", "=", shop.businessId)
      .where("turn", "=", "30")
      .execute();
    expect(open).toHaveLength(1);
  });
});
