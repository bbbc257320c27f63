import { type Order, uuidv7 } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { cashShop } from "../../../../test/cash-kit.ts";
import { engines } from "../../../../test/database-kit.ts";
import { orderCalls } from "../../../../test/orders-kit.ts";
import { addUser, inject, useTestServer } from "../../../../test/server-kit.ts";
import { checkInvariants } from "../../../db/invariants.ts";

/** Decision 026: split payments, change for cash, discounts, surcharges and tips on an order. */
describe.each(engines)("an order's money on %s", (engine) => {
  const server = useTestServer(engine);

  const shopWithOrders = async () => {
    const shop = await cashShop(server(), 0);
    let turn = 0;
    /** An order of `units` dishes ($1.500 each) with the given money fields, through a caller's routes. */
    const order = (money: Record<string, unknown> = {}, units = 2, calls = shop.orders) => {
      turn += 1;
      return calls.create({
        id: uuidv7(),
        turn: String(turn),
        payment_method_id: shop.cash.id,
        products: [{ product_id: shop.dish, quantity: units }],
        ...money,
      });
    };
    const rows = (table: "order_payment" | "order_adjustment" | "order") =>
      shop.db.selectFrom(table).selectAll().where("business_id", "=", shop.businessId).execute();
    const cashier = async () =>
      orderCalls(server(), (await addUser(server(), shop.businessId, "CASHIER")).cookies);
    const methodTotals = async () =>
      (
        await shop.db
          .selectFrom("shift_method_total")
          .select(["payment_method_id", "orders", "amount"])
          .where("shift_id", "=", shop.shift.id)
          .execute()
      )
        .map((row) => [row.payment_method_id, Number(row.orders), Number(row.amount)])
        .sort();
    return { ...shop, order, rows, cashier, methodTotals };
  };

  it("creates an order split between methods, with a discount, a surcharge, a tip and change for cash", async () => {
    const shop = await shopWithOrders();
    // $3.000 − 10 % ($300) + $150 surcharge + $200 tip = $3.050: $2.000 cash (paga con $2.500), $1.050 card.
    const response = await shop.order({
      adjustments: [
        { kind: "discount", mode: "percent", value: 10, reason: "Pago en efectivo" },
        { kind: "surcharge", mode: "amount", value: 150, reason: "Envío" },
      ],
      tip: 200,
      payments: [
        { payment_method_id: shop.cash.id, amount: 2000, tendered: 2500 },
        { payment_method_id: shop.card.id, amount: 1050 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const order: Order = response.json().data;
    expect(order).toMatchObject({ subtotal: 3000, tip: 200, total: 3050, paymentMethodId: shop.cash.id });
    expect(order.adjustments).toEqual([
      { kind: "discount", mode: "percent", value: 10, reason: "Pago en efectivo", amount: 300 },
      { kind: "surcharge", mode: "amount", value: 150, reason: "Envío", amount: 150 },
    ]);
    expect(order.payments).toEqual([
      {
        paymentMethodId: shop.cash.id,
        name: "Efectivo",
        isCash: true,
        amount: 2000,
        tendered: 2500,
        change: 500,
      },
      {
        paymentMethodId: shop.card.id,
        name: "Tarjeta",
        isCash: false,
        amount: 1050,
        tendered: null,
        change: null,
      },
    ]);
    expect((await shop.orders.get(order.id)).json().data).toEqual(order);
    // The board shows the same.
    const board = (await shop.orders.board()).json().data;
    expect(board.orders.find((o: Order) => o.id === order.id)).toEqual(order);
  });

  it("without money fields is paid in full by its method, as before", async () => {
    const shop = await shopWithOrders();
    const order: Order = (await shop.order()).json().data;
    expect(order).toMatchObject({ subtotal: 3000, total: 3000, tip: 0, adjustments: [] });
    expect(order.payments).toEqual([
      {
        paymentMethodId: shop.cash.id,
        name: "Efectivo",
        isCash: true,
        amount: 3000,
        tendered: null,
        change: null,
      },
    ]);
  });

  it("refuses payments that do not add up, naming the difference, and writes nothing", async () => {
    const shop = await shopWithOrders();
    const short = await shop.order({
      payments: [
        { payment_method_id: shop.cash.id, amount: 1000 },
        { payment_method_id: shop.card.id, amount: 1500 },
      ],
    });
    expect(short.statusCode).toBe(400);
    const message = "Los pagos suman $\u00a02.500,00 y el total es $\u00a03.000,00: faltan $\u00a0500,00.";
    expect(short.json().error).toMatchObject({
      code: "invalid-argument",
      message,
      fields: { payments: message },
    });
    const over = await shop.order({ payments: [{ payment_method_id: shop.card.id, amount: 3000.01 }] });
    expect(over.json().error.message).toContain("sobran $\u00a00,01");
    // 'Paga con' is for cash only, and never below the amount.
    const cardTendered = await shop.order({
      payments: [{ payment_method_id: shop.card.id, amount: 3000, tendered: 3000 }],
    });
    expect(cardTendered.json().error.fields).toEqual({
      "payments.0.tendered": "'Paga con' es solo para pagos en efectivo.",
    });
    const low = await shop.order({
      payments: [{ payment_method_id: shop.cash.id, amount: 3000, tendered: 2000 }],
    });
    expect(low.statusCode).toBe(400);
    const unknown = await shop.order({ payments: [{ payment_method_id: uuidv7(), amount: 3000 }] });
    expect(unknown.statusCode).toBe(409);
    expect(await shop.rows("order")).toEqual([]);
    expect(await shop.rows("order_payment")).toEqual([]);
  });

  it("refuses a discount over the subtotal", async () => {
    const shop = await shopWithOrders();
    const response = await shop.order({
      adjustments: [{ kind: "discount", mode: "amount", value: 3000.01, reason: "Cortesía" }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.adjustments).toBe(
      "El descuento ($\u00a03.000,01) no puede superar el subtotal ($\u00a03.000,00).",
    );
    const whole = await shop.order({
      adjustments: [{ kind: "discount", mode: "percent", value: 100, reason: "Cortesía" }],
    });
    expect(whole.json().data).toMatchObject({ subtotal: 3000, total: 0 });
  });

  it("lets CASHIER discount up to the business's maximum, and surcharge freely", async () => {
    const shop = await shopWithOrders();
    const cashier = await shop.cashier();
    const discount = (value: number) => ({
      adjustments: [{ kind: "discount", mode: "percent", value, reason: "Cliente habitual" }],
    });
    const over = await shop.order(discount(10.01), 2, cashier);
    expect(over.statusCode).toBe(403);
    const limit = "La caja puede descontar hasta el 10 % del subtotal.";
    expect(over.json().error).toMatchObject({
      code: "permission-denied",
      message: limit,
      fields: { adjustments: limit },
    });
    // An amount counts as its share of the subtotal: $300 of $3.000 is 10 %.
    const amount = await shop.order(
      { adjustments: [{ kind: "discount", mode: "amount", value: 300, reason: "Redondeo" }] },
      2,
      cashier,
    );
    expect(amount.statusCode, amount.body).toBe(201);
    expect((await shop.order(discount(10), 2, cashier)).statusCode).toBe(201);
    const surcharge = await shop.order(
      { adjustments: [{ kind: "surcharge", mode: "percent", value: 50, reason: "Tarjeta" }] },
      2,
      cashier,
    );
    expect(surcharge.json().data).toMatchObject({ total: 4500 });
    expect((await shop.order(discount(90))).statusCode).toBe(201); // ADMIN is not limited

    // The setting: a higher maximum, then only the administrator.
    const patch = (body: object) =>
      inject(server(), {
        method: "PATCH",
        url: "/api/v1/business",
        cookies: shop.owner.cookies,
        payload: body,
      });
    const settings = (
      await inject(server(), { method: "GET", url: "/api/v1/business", cookies: shop.owner.cookies })
    ).json().data;
    const base = {
      name: settings.name,
      address: settings.address,
      phone: settings.phone,
      blind_cash_count: false,
    };
    expect((await patch({ ...base, cashier_max_discount: 20 })).json().data).toMatchObject({
      discountPolicy: "admin-and-cashier",
      cashierMaxDiscount: 20,
    });
    expect((await shop.order(discount(15), 2, cashier)).statusCode).toBe(201);
    expect((await patch({ ...base, discount_policy: "admin-only" })).json().data).toMatchObject({
      discountPolicy: "admin-only",
      cashierMaxDiscount: 20,
    });
    const refused = await shop.order(discount(1), 2, cashier);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.fields).toEqual({
      adjustments: "Solo el administrador puede hacer descuentos.",
    });
    expect((await shop.order(discount(1))).statusCode).toBe(201);
    // Settings without the new fields leave them as they are; bad values are a 400 on the field.
    expect((await patch(base)).json().data.discountPolicy).toBe("admin-only");
    const bad = await patch({ ...base, cashier_max_discount: 101 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(["cashier_max_discount"]);
  });

  it("completes with split payments: each part in its method's running total", async () => {
    const shop = await shopWithOrders();
    const first: Order = (await shop.order()).json().data;
    for (const step of ["receive", "deliver"] as const) await shop.orders.act(first.id, step);
    const complete = (body: unknown) => shop.orders.call("POST", `/orders/${first.id}/complete`, body);
    const wrong = await complete({ payments: [{ payment_method_id: shop.card.id, amount: 100 }] });
    expect(wrong.statusCode).toBe(400);
    expect((await shop.orders.get(first.id)).json().data.status).toBe("ready");
    const done = await complete({
      payments: [
        { payment_method_id: shop.cash.id, amount: 1000.5, tendered: 2000 },
        { payment_method_id: shop.card.id, amount: 1999.5 },
      ],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: "completed",
      payments: [
        { paymentMethodId: shop.cash.id, amount: 1000.5, tendered: 2000, change: 999.5 },
        { paymentMethodId: shop.card.id, amount: 1999.5, tendered: null },
      ],
    });
    // Created split, completed without a body: it keeps its parts.
    const second: Order = (
      await shop.order({
        payments: [
          { payment_method_id: shop.cash.id, amount: 500 },
          { payment_method_id: shop.card.id, amount: 2500 },
        ],
      })
    ).json().data;
    for (const step of ["receive", "deliver"] as const) await shop.orders.act(second.id, step);
    // An empty body changes nothing, as no body does.
    const kept = await shop.orders.call("POST", `/orders/${second.id}/complete`, {});
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.payments).toMatchObject([{ amount: 500 }, { amount: 2500 }]);
    expect(await shop.methodTotals()).toEqual(
      [
        [shop.cash.id, 2, 150_050],
        [shop.card.id, 2, 449_950],
      ].sort(),
    );
    expect((await shop.shifts.current()).json().data.shift).toMatchObject({
      totalOrders: 2,
      totalAmount: 6000,
    });
    expect((await checkInvariants(shop.db)).breaks).toEqual([]);
  });

  it("refuses amounts past decision 068's caps with a Spanish message on the field", async () => {
    const shop = await shopWithOrders();
    const cap = "El monto puede ser como mucho $\u00a0100.000.000.";
    const over = 100_000_000.01;
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      // Two dishes: a subtotal of $ 3.000.
      [
        { tip: 3000.01 },
        "tip",
        "La propina ($\u00a03.000,01) no puede superar el subtotal ($\u00a03.000,00).",
      ],
      [{ tip: over }, "tip", cap],
      [{ payments: [{ payment_method_id: shop.cash.id, amount: over }] }, "payments.0.amount", cap],
      [
        { payments: [{ payment_method_id: shop.cash.id, amount: 3000, tendered: over }] },
        "payments.0.tendered",
        cap,
      ],
      [
        { adjustments: [{ kind: "surcharge", mode: "amount", value: over, reason: "x" }] },
        "adjustments.0.value",
        cap,
      ],
      [
        { adjustments: [{ kind: "surcharge", mode: "amount", value: 100_000_000, reason: "x" }] },
        "total",
        /^El total del pedido \(\$\u00a0100\.003\.000,00\) supera el máximo/,
      ],
    ];
    for (const [money, field, message] of cases) {
      const response = await shop.order(money);
      expect(response.statusCode, JSON.stringify(money)).toBe(400);
      expect(response.json().error.fields[field], JSON.stringify(money)).toMatch(message);
    }
    expect((await shop.order({ tip: 3000 })).statusCode).toBe(201);
    const movement = await shop.shifts.move(shop.shift.id, { kind: "in", amount: over, reason: "Cambio" });
    expect(movement.statusCode).toBe(400);
    expect(movement.json().error.fields.amount).toBe(cap);
  });

  it("never answers 500 to a malformed money field", async () => {
    const shop = await shopWithOrders();
    const bodies: Record<string, unknown>[] = [
      { payments: "cash" },
      { payments: [] },
      { payments: [null] },
      { payments: [{ payment_method_id: "x", amount: 1 }] },
      { payments: [{ payment_method_id: shop.cash.id, amount: -1 }] },
      { payments: [{ payment_method_id: shop.cash.id, amount: 1e300 }] },
      { payments: [{ payment_method_id: shop.cash.id, amount: 3000, tendered: "mucho" }] },
      { adjustments: [{ kind: "discount", mode: "percent", value: 1e-9, reason: "x" }] },
      { adjustments: [{ kind: "discount", mode: "amount", value: Number.MAX_VALUE, reason: "x" }] },
      { adjustments: [{ kind: "gift", mode: "amount", value: 1, reason: "x" }] },
      {
        adjustments: Array.from({ length: 6 }, () => ({
          kind: "surcharge",
          mode: "amount",
          value: 1,
          reason: "x",
        })),
      },
      { adjustments: {} },
      { tip: -5 },
      { tip: "diez" },
      { tip: 1e12, adjustments: [{ kind: "surcharge", mode: "amount", value: 1e12, reason: "x" }] },
    ];
    for (const money of bodies) {
      const response = await shop.order(money);
      expect(response.statusCode, JSON.stringify(money)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(money)).toBeLessThan(500);
    }
    const order: Order = (await shop.order()).json().data;
    for (const step of ["receive", "deliver"] as const) await shop.orders.act(order.id, step);
    for (const body of [{ payments: null }, [], "x", { payments: [{ amount: 3000 }] }]) {
      const response = await shop.orders.call("POST", `/orders/${order.id}/complete`, body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await shop.orders.get(order.id)).json().data.status).toBe("ready");
    expect(await shop.rows("order_payment")).toHaveLength(1);
  });
});
