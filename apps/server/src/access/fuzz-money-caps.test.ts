import { MAX_MONEY_PESOS, MAX_ORDER_PESOS, uuidv7 } from "@comanda/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cashShop } from "../../test/cash-kit.ts";
import { engines } from "../../test/database-kit.ts";
import { useTestServer } from "../../test/server-kit.ts";

/**
 * Decision 068: amounts at and past the caps, in every field that carries money (a price,
 * a line's quantity, the tip, a discount or surcharge, a payment and its 'Paga con', a delivery fee, a cash
 * movement, the count at close), never give a 5xx, never leave an order past the cap, and every screen
 * that adds them up (home, sales list, shift detail, Z report, CSV) still answers.
 */
const cent = 0.01;
const boundary = fc.constantFrom(
  0,
  cent,
  MAX_ORDER_PESOS - cent,
  MAX_ORDER_PESOS,
  MAX_ORDER_PESOS + cent,
  MAX_ORDER_PESOS / 2,
  MAX_MONEY_PESOS,
  MAX_MONEY_PESOS + cent,
  Number.MAX_SAFE_INTEGER / 100,
  Number.MAX_SAFE_INTEGER,
  2 ** 63,
  1e308,
  -cent,
  123.456,
);
const amount = fc.oneof(
  { arbitrary: boundary, weight: 4 },
  { arbitrary: fc.integer({ min: 0, max: 2 * MAX_ORDER_PESOS }).map((c) => c / 100), weight: 1 },
  { arbitrary: fc.double({ noNaN: true }), weight: 1 },
);

type Money = {
  price: number;
  quantity: number;
  tip: number | undefined;
  adjustment: { kind: "discount" | "surcharge"; mode: "amount" | "percent"; value: number } | undefined;
  paid: number | undefined;
  tendered: number | undefined;
  deliveryFee: number | undefined;
  movement: number;
};

const money: fc.Arbitrary<Money> = fc.record({
  price: amount,
  quantity: fc.constantFrom(1, 2, 3, 999),
  tip: fc.option(amount, { nil: undefined }),
  adjustment: fc.option(
    fc.record({
      kind: fc.constantFrom("discount" as const, "surcharge" as const),
      mode: fc.constantFrom("amount" as const, "percent" as const),
      value: amount,
    }),
    { nil: undefined },
  ),
  paid: fc.option(amount, { nil: undefined }),
  tendered: fc.option(amount, { nil: undefined }),
  deliveryFee: fc.option(amount, { nil: undefined }),
  movement: amount,
});

/** Bounded so the file stays within seconds per engine inside `npm test` on a small machine. */
const numRuns = 40;

describe.each(engines)("amounts at and past the caps on %s", (engine) => {
  const server = useTestServer(engine);

  it("never answer 5xx, never make an order past the cap, and every sum still answers", async () => {
    const shop = await cashShop(server(), MAX_ORDER_PESOS);
    const { call } = shop.orders;
    const category = (await call("POST", "/categories", { name: "Caros" })).json().data.id;
    const customer = await call("POST", "/customers", {
      name: "Ana",
      phone: "1145678901",
      address: "Calle 1",
    });
    expect(customer.statusCode, customer.body).toBe(201);
    const ok = (status: number, what: unknown) => expect(status, JSON.stringify(what)).toBeLessThan(500);
    let turn = 0;
    await fc.assert(
      fc.asyncProperty(money, async (m) => {
        turn += 1;
        const product = await call("POST", "/products", {
          name: `Producto ${turn}`,
          category_id: category,
          price: m.price,
          quantity: null,
        });
        ok(product.statusCode, m);
        const productId = product.statusCode === 201 ? product.json().data.id : shop.dish;
        const body = {
          id: uuidv7(),
          turn: String(turn),
          payment_method_id: shop.cash.id,
          type: m.deliveryFee === undefined ? "counter" : "delivery",
          products: [{ product_id: productId, quantity: m.quantity }],
          ...(m.tip === undefined ? {} : { tip: m.tip }),
          ...(m.adjustment ? { adjustments: [{ ...m.adjustment, reason: "Prueba" }] } : {}),
          ...(m.paid === undefined
            ? {}
            : {
                payments: [{ payment_method_id: shop.cash.id, amount: m.paid, tendered: m.tendered ?? null }],
              }),
          ...(m.deliveryFee === undefined
            ? {}
            : { delivery_fee: m.deliveryFee, customer_id: customer.json().data.id }),
        };
        const created = await shop.orders.create(body);
        ok(created.statusCode, body);
        if (created.statusCode === 201) {
          expect(created.json().data.total).toBeLessThanOrEqual(MAX_ORDER_PESOS);
          const id = created.json().data.id;
          let last = 0;
          for (const step of ["receive", "deliver", "complete"] as const) {
            const moved = await shop.orders.act(id, step);
            ok(moved.statusCode, m);
            last = moved.statusCode;
          }
          // One the routes would not complete is cancelled, so the shift can close.
          if (last !== 200) ok((await shop.orders.act(id, "cancel")).statusCode, m);
        }
        const movement = await call("POST", `/shifts/${shop.shift.id}/cash-movements`, {
          kind: turn % 2 ? "in" : "out",
          amount: m.movement,
          reason: "Prueba",
        });
        ok(movement.statusCode, m);
      }),
      { numRuns },
    );

    for (const url of [
      "/dashboard",
      "/shifts/current",
      `/shifts/${shop.shift.id}`,
      `/shifts/${shop.shift.id}/count`,
    ])
      expect((await call("GET", url)).statusCode, url).toBe(200);
    // The count at close may say up to MAX_MONEY_PESOS per method; past it is a 400 on the field.
    const lines: { paymentMethodId: string }[] = (await call("GET", `/shifts/${shop.shift.id}/count`)).json()
      .data.lines;
    const counts = (counted: number) => ({
      counts: lines.map((line) => ({ payment_method_id: line.paymentMethodId, counted })),
    });
    const over = await call("POST", `/shifts/${shop.shift.id}/close`, counts(MAX_MONEY_PESOS + cent));
    expect(over.statusCode, over.body).toBe(400);
    const closed = await call("POST", `/shifts/${shop.shift.id}/close`, counts(MAX_MONEY_PESOS));
    expect(closed.statusCode, closed.body).toBe(200);
    for (const url of [
      "/shifts",
      `/shifts/${shop.shift.id}`,
      `/shifts/${shop.shift.id}/report`,
      "/shifts/export",
      `/shifts/${shop.shift.id}/orders/export`,
      "/dashboard",
    ])
      expect((await call("GET", url)).statusCode, url).toBe(200);
  });
});
