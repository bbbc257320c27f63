import type { Order } from "@comanda/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { editBody, editMovements, editOrder, placedOrder } from "../../../../test/edit-kit.ts";
import { type SellingBusiness, sellingBusiness } from "../../../../test/orders-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";
import { closeShiftRow, movementSums } from "../../../../test/service-rows-kit.ts";
import { checkInvariants } from "../../../db/invariants.ts";

describe.each(engines)("editing an open order on %s", (engine) => {
  const server = useTestServer(engine);
  const db = () => server().ctx.database.db;
  let shop: SellingBusiness;
  let coke: string;
  let burger: string;
  let fries: string;
  let bread: string;
  let potato: string;
  let menu: string;
  let card: string;
  beforeAll(async () => {
    shop = await sellingBusiness(server());
    coke = await shop.product("Coca-Cola", { price: 150_000, quantity: 50 });
    burger = await shop.product("Hamburguesa", { price: 800_000, quantity: 50 });
    fries = await shop.product("Papas", { price: 300_000, quantity: null });
    bread = await shop.ingredient("Pan", "piece", 100_000);
    potato = await shop.ingredient("Papa", "kg", 10_000);
    await shop.recipe(burger, bread, 1_000);
    await shop.recipe(fries, potato, 250);
    // A combo holding a product that is also sold alone.
    menu = await shop.combo("Menú", 9_000, [
      { product_id: burger, quantity_needed: 1 },
      { product_id: coke, quantity_needed: 2 },
    ]);
    card = await shop.paymentMethod("Tarjeta");
  });

  it("changes lines, combos, observation, turn and payment method, moving stock by the difference", async () => {
    const order = await placedOrder(shop, {
      products: [
        { product_id: coke, quantity: 2 },
        { product_id: burger, quantity: 1 },
      ],
    });
    expect([order.version, order.modifiedAt, order.changes]).toEqual([0, null, []]);
    const stock = {
      coke: await shop.quantityOf("product", coke),
      burger: await shop.quantityOf("product", burger),
    };
    const edited = await editOrder(shop, order, {
      turn: "77",
      payment_method_id: card,
      observation: "sin hielo",
      products: [
        { product_id: coke, quantity: 1 },
        { product_id: fries, quantity: 2 },
      ],
      promotions: [{ promotion_id: menu, quantity: 1 }],
    });
    expect(edited).toMatchObject({
      turn: "77",
      paymentMethodId: card,
      paymentMethodName: "Tarjeta",
      observation: "sin hielo",
      status: "pending",
      version: 1,
      // 1 × 1.500 + 2 × 3.000 + 1 × 9.000
      total: 16_500,
    });
    expect(edited.modifiedAt).toBeGreaterThanOrEqual(order.createdAt);
    expect(edited.lines.map((line) => [line.kind, line.name, line.quantity])).toEqual([
      ["product", "Coca-Cola", 1],
      ["product", "Papas", 2],
      ["promotion", "Menú", 1],
    ]);
    // Each line change says what it makes, so each station's display lists its own (decision 081).
    const made = (itemId: string) => ({ itemId, categoryId: shop.categoryId });
    expect(edited.changes).toEqual([
      {
        kind: "quantity",
        line: "product",
        itemId: coke,
        name: "Coca-Cola",
        before: 2,
        after: 1,
        makes: [made(coke)],
      },
      {
        kind: "removed",
        line: "product",
        itemId: burger,
        name: "Hamburguesa",
        before: 1,
        after: 0,
        makes: [made(burger)],
      },
      {
        kind: "added",
        line: "product",
        itemId: fries,
        name: "Papas",
        before: 0,
        after: 2,
        makes: [made(fries)],
      },
      {
        kind: "added",
        line: "promotion",
        itemId: menu,
        name: "Menú",
        before: 0,
        after: 1,
        makes: [made(burger), made(coke)],
      },
      { kind: "turn", before: order.turn, after: "77" },
      { kind: "observation", before: null, after: "sin hielo" },
      { kind: "payment-method", before: "Efectivo", after: "Tarjeta" },
    ]);
    expect((await shop.get(order.id)).json().data).toEqual(edited);
    // Coke: 2 alone → 1 alone + 2 in the menú (+1). Burger: 1 alone → 1 in the menú (0). Fries: untracked,
    // but its potatoes move (2 × 250 g). Bread: the burger count is the same, so nothing.
    expect(await editMovements(shop, db(), order.id)).toEqual(
      new Map([
        [coke, -1],
        [potato, -500],
      ]),
    );
    expect(await shop.quantityOf("product", coke)).toBe((stock.coke ?? 0) - 1);
    expect(await shop.quantityOf("product", burger)).toBe(stock.burger);
    expect((await shop.shiftRow()).last_turn).toBeGreaterThanOrEqual(77);
  });

  it("gives back a removed line's stock and ingredients, and a cancel afterwards returns the rest once", async () => {
    const before = {
      burger: await shop.quantityOf("product", burger),
      bread: await shop.quantityOf("ingredient", bread),
    };
    const order = await placedOrder(shop, { products: [{ product_id: burger, quantity: 3 }] });
    const edited = await editOrder(shop, order, { products: [{ product_id: burger, quantity: 1 }] });
    expect(edited.changes).toEqual([
      expect.objectContaining({ kind: "quantity", itemId: burger, name: "Hamburguesa", before: 3, after: 1 }),
    ]);
    expect(await editMovements(shop, db(), order.id)).toEqual(
      new Map([
        [burger, 2],
        [bread, 2_000],
      ]),
    );
    expect(await shop.quantityOf("product", burger)).toBe((before.burger ?? 0) - 1);
    expect((await shop.act(order.id, "cancel")).statusCode).toBe(200);
    expect(await shop.quantityOf("product", burger)).toBe(before.burger);
    expect(await shop.quantityOf("ingredient", bread)).toBe(before.bread);
  });

  it("keeps only the last edit's changes, relative to the order before it", async () => {
    const order = await placedOrder(shop, { products: [{ product_id: coke, quantity: 1 }] });
    const first = await editOrder(shop, order, { observation: "sin hielo" });
    const second = await editOrder(shop, first, { products: [{ product_id: coke, quantity: 2 }] });
    expect(second.version).toBe(2);
    expect(second.changes).toEqual([
      expect.objectContaining({ kind: "quantity", itemId: coke, name: "Coca-Cola", before: 1, after: 2 }),
    ]);
  });

  it("writes nothing for an edit that changes nothing", async () => {
    const order = await placedOrder(shop, { products: [{ product_id: coke, quantity: 1 }] });
    const same = await editOrder(shop, order, {});
    expect(same).toEqual(order);
    expect(await editMovements(shop, db(), order.id)).toEqual(new Map());
  });

  it("refuses an edit that would oversell, naming the product, and writes nothing", async () => {
    const scarce = await shop.product("Flan", { quantity: 3 });
    const order = await placedOrder(shop, { products: [{ product_id: scarce, quantity: 2 }] });
    const movements = await movementSums(db(), shop.businessId);
    const response = await shop.edit(
      order.id,
      editBody(order, {
        observation: "con dulce",
        products: [
          { product_id: scarce, quantity: 5 },
          { product_id: coke, quantity: 1 },
        ],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "aborted",
      message: "No hay stock suficiente de Flan: quedan 1.",
    });
    expect((await shop.get(order.id)).json().data).toEqual(order);
    expect(await movementSums(db(), shop.businessId)).toEqual(movements);
  });

  it("applies creation's rules: a disabled product, an empty order, a turn another open order holds", async () => {
    const order = await placedOrder(shop, { products: [{ product_id: coke, quantity: 1 }] });
    const other = await placedOrder(shop, { products: [{ product_id: coke, quantity: 1 }] });
    const off = await shop.product("Agua", { status: "disabled" });
    const disabled = await shop.edit(
      order.id,
      editBody(order, { products: [{ product_id: off, quantity: 1 }] }),
    );
    expect([disabled.statusCode, disabled.json().error.message]).toEqual([
      409,
      "El producto Agua está deshabilitado.",
    ]);
    const empty = await shop.edit(order.id, editBody(order, { products: [] }));
    expect(empty.statusCode).toBe(400);
    const taken = await shop.edit(order.id, editBody(order, { turn: other.turn }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({
      turn: `El turno ${other.turn} ya está en uso por un pedido pendiente.`,
    });
    expect((await shop.get(order.id)).json().data).toEqual(order);
  });

  it("answers 409 with the current order to an edit of an older version (a transition raises it too)", async () => {
    const order = await placedOrder(shop, { products: [{ product_id: coke, quantity: 1 }] });
    const received = (await shop.act(order.id, "receive")).json().data as Order;
    expect(received.version).toBe(1);
    const stale = await shop.edit(order.id, editBody(order, { observation: "tarde" }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: "aborted",
      message: "El pedido cambió mientras lo editabas: revisá cómo quedó y volvé a guardar.",
      details: { order: received },
    });
    const fresh = await editOrder(shop, received, { observation: "tarde" });
    expect([fresh.status, fresh.version]).toEqual(["preparing", 2]);
  });

  it("refuses completed and cancelled orders, and a closed shift's", async () => {
    const completed = await placedOrder(shop, { products: [{ product_id: coke, quantity: 1 }] });
    for (const action of ["receive", "deliver", "complete"] as const) await shop.act(completed.id, action);
    const cancelled = await placedOrder(shop, { products: [{ product_id: coke, quantity: 1 }] });
    await shop.act(cancelled.id, "cancel");
    for (const [order, label] of [
      [completed, "Completado"],
      [cancelled, "Cancelado"],
    ] as const) {
      const current = (await shop.get(order.id)).json().data as Order;
      const response = await shop.edit(order.id, editBody(current, { observation: "otra" }));
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(`Este pedido ya está «${label}»: no se puede modificar.`);
      expect(response.json().error.details.order).toEqual(current);
    }
    const missing = await shop.edit("01900000-0000-7000-8000-000000000000", editBody(completed));
    expect(missing.statusCode).toBe(404);
    // A shift closed behind the API's back: its orders are frozen, even one left open.
    const closing = await sellingBusiness(server());
    const water = await closing.product("Agua", { quantity: 5 });
    const open = await placedOrder(closing, { products: [{ product_id: water, quantity: 1 }] });
    await closeShiftRow(db(), closing.shiftId, closing.userId);
    const frozen = await closing.edit(
      open.id,
      editBody(open, { products: [{ product_id: water, quantity: 2 }] }),
    );
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error.message).toBe(
      "El turno de este pedido ya está cerrado: sus pedidos no se pueden modificar.",
    );
    expect(await closing.quantityOf("product", water)).toBe(4);
  });

  it("lets ADMIN and CASHIER edit, never KITCHEN", async () => {
    const order = await placedOrder(shop, { products: [{ product_id: coke, quantity: 1 }] });
    const kitchen = await shop.staff("KITCHEN");
    const refused = await kitchen.edit(order.id, editBody(order, { observation: "x" }));
    expect(refused.statusCode).toBe(403);
    const cashier = await shop.staff("CASHIER");
    const response = await cashier.edit(order.id, editBody(order, { observation: "x" }));
    expect(response.statusCode).toBe(200);
  });

  it("reaches no other business's order", async () => {
    const order = await placedOrder(shop, { products: [{ product_id: coke, quantity: 1 }] });
    const other = await sellingBusiness(server());
    const response = await other.edit(order.id, editBody(order, { payment_method_id: other.cash }));
    expect(response.statusCode).toBe(404);
  });

  it("leaves every stock equal to its movements (doctor)", async () => {
    expect((await checkInvariants(db())).breaks).toEqual([]);
  });
});
