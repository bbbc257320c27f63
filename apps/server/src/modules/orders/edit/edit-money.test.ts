import { type Order, uuidv7 } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { cashShop } from "../../../../test/cash-kit.ts";
import { engines } from "../../../../test/database-kit.ts";
import { editBody } from "../../../../test/edit-kit.ts";
import { orderCalls } from "../../../../test/orders-kit.ts";
import { addUser, useTestServer } from "../../../../test/server-kit.ts";

/** Decisions 027 with 026: what an edit does to an order's discounts, surcharges, tip and payments. */
describe.each(engines)("editing an order's money on %s", (engine) => {
  const server = useTestServer(engine);

  const shopWithOrder = async (money: Record<string, unknown> = {}, units = 2) => {
    const shop = await cashShop(server(), 0);
    const created = await shop.orders.create({
      id: uuidv7(),
      turn: "1",
      payment_method_id: shop.cash.id,
      products: [{ product_id: shop.dish, quantity: units }],
      ...money,
    });
    expect(created.statusCode, created.body).toBe(201);
    const order: Order = created.json().data;
    const edit = async (change: Record<string, unknown>, calls = shop.orders) =>
      calls.edit(order.id, editBody(order, change));
    const cashier = async () =>
      orderCalls(server(), (await addUser(server(), shop.businessId, "CASHIER")).cookies);
    return { ...shop, order, edit, cashier };
  };

  const units = (shop: { dish: string }, quantity: number) => [{ product_id: shop.dish, quantity }];

  it("keeps a percentage discount and the tip it does not send, repriced on the new subtotal", async () => {
    const shop = await shopWithOrder({
      adjustments: [{ kind: "discount", mode: "percent", value: 10, reason: "Pago en efectivo" }],
      tip: 200,
    });
    // $3.000 − 10 % + $200 = $2.900; with 3 units: $4.500 − $450 + $200 = $4.250.
    expect(shop.order.total).toBe(2900);
    const response = await shop.edit({ products: units(shop, 3) });
    expect(response.statusCode, response.body).toBe(200);
    const edited: Order = response.json().data;
    expect(edited).toMatchObject({ subtotal: 4500, tip: 200, total: 4250 });
    expect(edited.adjustments).toEqual([
      { kind: "discount", mode: "percent", value: 10, reason: "Pago en efectivo", amount: 450 },
    ]);
    expect(edited.payments).toMatchObject([{ paymentMethodId: shop.cash.id, amount: 4250 }]);
    expect((await shop.orders.get(shop.order.id)).json().data).toMatchObject({ total: 4250, subtotal: 4500 });
  });

  it("changes the adjustments, the tip and the split of the payment", async () => {
    const shop = await shopWithOrder();
    const response = await shop.edit({
      adjustments: [{ kind: "surcharge", mode: "percent", value: 10, reason: "Tarjeta" }],
      tip: 0,
      payments: [
        { payment_method_id: shop.cash.id, amount: 1000, tendered: 2000 },
        { payment_method_id: shop.card.id, amount: 2300 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited: Order = response.json().data;
    expect(edited).toMatchObject({ subtotal: 3000, total: 3300, version: 1 });
    expect((edited.payments ?? []).map((part) => [part.name, part.amount, part.change])).toEqual([
      ["Efectivo", 1000, 1000],
      ["Tarjeta", 2300, null],
    ]);
    // Completing without a body keeps the split: each part counts under its method.
    const completed = await shop.orders.call("POST", `/orders/${shop.order.id}/receive`);
    expect(completed.statusCode).toBe(200);
    await shop.orders.call("POST", `/orders/${shop.order.id}/deliver`);
    expect((await shop.orders.call("POST", `/orders/${shop.order.id}/complete`)).statusCode).toBe(200);
    const totals = await shop.db
      .selectFrom("shift_method_total")
      .select(["name", "amount"])
      .where("shift_id", "=", shop.shift.id)
      .orderBy("name")
      .execute();
    expect(totals.map((row) => [row.name, Number(row.amount)])).toEqual([
      ["Efectivo", 100_000],
      ["Tarjeta", 230_000],
    ]);
  });

  it("pays a split order in full by its method again when the new total no longer matches the parts", async () => {
    const fresh = await shopWithOrder();
    const split = await fresh.edit({
      payments: [
        { payment_method_id: fresh.cash.id, amount: 1000 },
        { payment_method_id: fresh.card.id, amount: 2000 },
      ],
    });
    expect(split.statusCode, split.body).toBe(200);
    const order: Order = split.json().data;
    const response = await fresh.orders.edit(order.id, editBody(order, { products: units(fresh, 1) }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.payments).toMatchObject([{ paymentMethodId: fresh.cash.id, amount: 1500 }]);
  });

  it("refuses a split that does not add up to the edited total, writing nothing", async () => {
    const shop = await shopWithOrder();
    const response = await shop.edit({
      products: units(shop, 3),
      payments: [{ payment_method_id: shop.cash.id, amount: 3000 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.payments).toMatch(/faltan/);
    expect((await shop.orders.get(shop.order.id)).json().data).toMatchObject({ version: 0, total: 3000 });
  });

  it("checks the discount against who edits: a cashier may not take more off an owner's bigger discount", async () => {
    const shop = await shopWithOrder({
      adjustments: [{ kind: "discount", mode: "percent", value: 30, reason: "Cliente habitual" }],
    });
    const cashier = await shop.cashier();
    const over = await shop.edit(
      { adjustments: [{ kind: "discount", mode: "percent", value: 40, reason: "Cliente habitual" }] },
      cashier,
    );
    expect(over.statusCode).toBe(403);
    expect(over.json().error.fields.adjustments).toContain("10 %");
    // Decision 026: adding a line under the owner's 30 % takes $ 1.350 off instead of $ 900: the
    // cashier's 10 % applies to the discount the edit leaves.
    const more = await shop.edit({ products: units(shop, 3) }, cashier);
    expect(more.statusCode, more.body).toBe(403);
    expect(more.json().error.fields.adjustments).toBe("La caja puede descontar hasta el 10 % del subtotal.");
    // Nor a smaller but new discount past the cashier's limit.
    const lower = await shop.edit(
      { adjustments: [{ kind: "discount", mode: "percent", value: 20, reason: "Otro motivo" }] },
      cashier,
    );
    expect(lower.statusCode, lower.body).toBe(403);
    expect((await shop.orders.get(shop.order.id)).json().data).toMatchObject({ version: 0, total: 2100 });
    // What leaves the owner's discount as it was is the cashier's to do: a line less, a tip.
    const fewer = await shop.edit({ products: units(shop, 1), tip: 100 }, cashier);
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json().data).toMatchObject({ subtotal: 1500, tip: 100, total: 1150 });
    // The owner may take more off.
    const owner = await shop.orders.edit(
      shop.order.id,
      editBody(fewer.json().data, { products: units(shop, 3), tip: 0 }),
    );
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data).toMatchObject({ subtotal: 4500, total: 3150 });
  });
});
