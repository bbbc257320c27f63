import { describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { placeOrder, sellingBusiness } from "../../../../test/orders-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";
import { closeShiftRow, movementSums, serviceCounts } from "../../../../test/service-rows-kit.ts";

describe.each(engines)("creating orders on %s", (engine) => {
  const server = useTestServer(engine);

  it("stores a pending order with the server's prices, snapshots and creator, and takes its stock", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { price: 150_050, quantity: 10 });
    const flan = await shop.product("Flan", { price: 99_999, quantity: null });
    const body = shop.body({
      turn: " 7 ",
      observation: "  sin hielo ",
      products: [
        { product_id: coke, quantity: 3 },
        { product_id: flan, quantity: 2 },
      ],
    });
    const response = await shop.create(body);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data;
    expect(order).toMatchObject({
      id: body.id,
      shiftId: shop.shiftId,
      turn: "7",
      status: "pending",
      paymentMethodId: shop.cash,
      paymentMethodName: "Efectivo",
      observation: "sin hielo",
      // 3 × 1500,50 + 2 × 999,99, summed in centavos
      total: 6501.48,
      createdBy: shop.userId,
      createdByName: "Ana Pérez",
    });
    expect(order.lines).toEqual([
      {
        kind: "product",
        itemId: coke,
        name: "Coca-Cola",
        categoryId: shop.categoryId,
        quantity: 3,
        unitPrice: 1500.5,
        subtotal: 4501.5,
        items: [],
        options: [],
        note: null,
        course: null,
      },
      {
        kind: "product",
        itemId: flan,
        name: "Flan",
        categoryId: shop.categoryId,
        quantity: 2,
        unitPrice: 999.99,
        subtotal: 1999.98,
        items: [],
        options: [],
        note: null,
        course: null,
      },
    ]);
    expect(order.statusChangedAt).toBe(order.createdAt);
    // The stored order reads back the same.
    expect((await shop.get(body.id)).json().data).toEqual(order);
    expect(await shop.quantityOf("product", coke)).toBe(7);
    expect(await shop.quantityOf("product", flan)).toBeNull();
    const sale = await server()
      .ctx.database.db.selectFrom("stock_movement")
      .selectAll()
      .where("order_id", "=", body.id)
      .execute();
    expect(sale).toMatchObject([
      { item_kind: "product", item_id: coke, reason: "sale", user_id: shop.userId, user_name: "Ana Pérez" },
    ]);
    expect(Number(sale[0]?.delta)).toBe(-3);
    expect(Number(sale[0]?.quantity_after)).toBe(7);
    // The dialog prefills the next turn.
    expect(Number((await shop.shiftRow()).last_turn)).toBe(7);
  });

  it("keeps the highest numeric turn and ignores text turns", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: null });
    for (const turn of ["12", "Mesa 4", "3", "0012x"])
      await placeOrder(shop, { turn, products: [{ product_id: coke, quantity: 1 }] });
    expect(Number((await shop.shiftRow()).last_turn)).toBe(12);
    const board = (await shop.board()).json().data;
    expect(board.shift.nextTurn).toBe("13");
  });

  it("expands combos through their items and converts ingredients through the recipes", async () => {
    const shop = await sellingBusiness(server());
    const burger = await shop.product("Hamburguesa", { price: 500_000, quantity: 20 });
    const fries = await shop.product("Papas", { price: 200_000, quantity: 20 });
    const beef = await shop.ingredient("Carne", "kg", 10_000);
    const potato = await shop.ingredient("Papa", "kg", 300);
    await shop.recipe(burger, beef, 250);
    await shop.recipe(fries, potato, 200);
    const combo = await shop.combo("Combo doble", 10_000.5, [
      { product_id: burger, quantity_needed: 2 },
      { product_id: fries, quantity_needed: 1 },
    ]);
    const order = await placeOrder(shop, { promotions: [{ promotion_id: combo, quantity: 3 }] });
    expect(order.total).toBe(30_001.5);
    expect((order as unknown as { lines: unknown }).lines).toEqual([
      {
        kind: "promotion",
        itemId: combo,
        name: "Combo doble",
        categoryId: null,
        quantity: 3,
        unitPrice: 10_000.5,
        subtotal: 30_001.5,
        items: [
          { productId: burger, name: "Hamburguesa", quantity: 2, categoryId: shop.categoryId },
          { productId: fries, name: "Papas", quantity: 1, categoryId: shop.categoryId },
        ],
        options: [],
        note: null,
        course: null,
      },
    ]);
    // 2 × 3 burgers and 1 × 3 fries; 250 g × 6 = 1.5 kg of beef, 200 g × 3 = 0.6 kg of potato (it goes negative).
    expect(await shop.quantityOf("product", burger)).toBe(14);
    expect(await shop.quantityOf("product", fries)).toBe(17);
    expect(await shop.quantityOf("ingredient", beef)).toBe(8_500);
    expect(await shop.quantityOf("ingredient", potato)).toBe(-300);
    expect((await shop.get(order.id)).json().data).toEqual(order);
    const sums = await movementSums(server().ctx.database.db, shop.businessId);
    expect([sums.get(burger), sums.get(fries), sums.get(beef), sums.get(potato)]).toEqual([
      14, 17, 8_500, -300,
    ]);
  });

  it("converts a recipe of 250 g of a kg ingredient sold twice into −0.5 kg, untracked product or not", async () => {
    const shop = await sellingBusiness(server());
    const steak = await shop.product("Bife", { quantity: null });
    const beef = await shop.ingredient("Carne", "kg", 2_000);
    await shop.recipe(steak, beef, 250);
    await placeOrder(shop, { products: [{ product_id: steak, quantity: 2 }] });
    expect(await shop.quantityOf("ingredient", beef)).toBe(1_500);
    expect(await shop.quantityOf("product", steak)).toBeNull();
  });

  it("answers a retry with the stored order and changes nothing; another body with the same id is refused", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 5 });
    const body = shop.body({ products: [{ product_id: coke, quantity: 2 }] });
    const first = await shop.create(body);
    expect(first.statusCode).toBe(201);
    const counts = await serviceCounts(server().ctx.database.db);
    const retry = await shop.create(body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
    const changed = await shop.create({ ...body, products: [{ product_id: coke, quantity: 3 }] });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toMatchObject({
      code: "aborted",
      message: "Ese pedido ya se registró con otros datos.",
    });
    expect(await serviceCounts(server().ctx.database.db)).toEqual(counts);
    expect(await shop.quantityOf("product", coke)).toBe(3);
    // Another business cannot reuse (nor read) the id either.
    const other = await sellingBusiness(server());
    const otherCoke = await other.product("Coca-Cola");
    const foreign = await other.create({
      ...body,
      payment_method_id: other.cash,
      products: [{ product_id: otherCoke, quantity: 2 }],
    });
    expect(foreign.statusCode).toBe(409);
    expect((await other.get(body.id)).statusCode).toBe(404);
  });

  it("refuses an order without an open shift, and a retry after the close still gets its order", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 5 });
    const body = shop.body({ products: [{ product_id: coke, quantity: 1 }] });
    expect((await shop.create(body)).statusCode).toBe(201);
    await closeShiftRow(server().ctx.database.db, shop.shiftId, shop.userId);
    expect((await shop.create(body)).statusCode).toBe(200);
    const counts = await serviceCounts(server().ctx.database.db);
    const refused = await shop.create(shop.body({ products: [{ product_id: coke, quantity: 1 }] }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("No hay un turno abierto: iniciá un turno para tomar pedidos.");
    expect(await serviceCounts(server().ctx.database.db)).toEqual(counts);
    expect(await shop.quantityOf("product", coke)).toBe(4);
  });

  it("refuses an oversell naming the product and what is left, and writes nothing", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 3 });
    const water = await shop.product("Agua", { quantity: 9 });
    const counts = await serviceCounts(server().ctx.database.db);
    const response = await shop.create(
      shop.body({
        products: [
          { product_id: water, quantity: 2 },
          { product_id: coke, quantity: 4 },
        ],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: "aborted",
      message: "No hay stock suficiente de Coca-Cola: quedan 3.",
    });
    expect(await serviceCounts(server().ctx.database.db)).toEqual(counts);
    expect([await shop.quantityOf("product", water), await shop.quantityOf("product", coke)]).toEqual([9, 3]);
    // A combo counts its units against the same stock: 2 per combo × 2 = 4 > 3.
    const combo = await shop.combo("Dos cocas", 2000, [{ product_id: coke, quantity_needed: 2 }]);
    const viaCombo = await shop.create(shop.body({ promotions: [{ promotion_id: combo, quantity: 2 }] }));
    expect(viaCombo.json().error.message).toBe("No hay stock suficiente de Coca-Cola: quedan 3.");
    // A product sold alone and inside a combo adds up: 1 + 2 = 3 is exactly what is left.
    await placeOrder(shop, {
      products: [{ product_id: coke, quantity: 1 }],
      promotions: [{ promotion_id: combo, quantity: 1 }],
    });
    expect(await shop.quantityOf("product", coke)).toBe(0);
  });
});
