import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ORDER_CENTAVOS } from "./money.ts";
import {
  adjustmentInput,
  changeFor,
  completeOrderInput,
  discountRefusal,
  orderMoney,
  paymentInput,
  paymentsMismatch,
  percentOf,
  splitEvenly,
} from "./order-money.ts";
import { orderInput } from "./orders.ts";

const centavos = fc.integer({ min: 0, max: 100_000_000_000_000 });
const lines = (...subtotals: number[]) => subtotals.map((subtotal) => ({ subtotal }));
const discount = (mode: "percent" | "amount", value: number) =>
  ({ kind: "discount", mode, value, reason: "Pago en efectivo" }) as const;
const surcharge = (mode: "percent" | "amount", value: number) =>
  ({ kind: "surcharge", mode, value, reason: "Tarjeta" }) as const;

describe("splitEvenly", () => {
  it("gives the leftover centavos to the first shares", () => {
    expect(splitEvenly(1000, 3)).toEqual([334, 333, 333]);
    expect(splitEvenly(2, 3)).toEqual([1, 1, 0]);
    expect(splitEvenly(900, 3)).toEqual([300, 300, 300]);
  });

  it("never loses or invents a centavo, and shares differ by at most one", () => {
    fc.assert(
      fc.property(centavos, fc.integer({ min: 1, max: 20 }), (total, parts) => {
        const shares = splitEvenly(total, parts);
        expect(shares).toHaveLength(parts);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        expect(shares.every(Number.isSafeInteger)).toBe(true);
      }),
    );
  });

  it("refuses no parts", () => {
    expect(() => splitEvenly(100, 0)).toThrow(RangeError);
  });
});

describe("percentOf", () => {
  it("rounds half up to the centavo", () => {
    expect(percentOf(1000, 1000)).toBe(100); // 10 % of $ 10,00
    expect(percentOf(1005, 1000)).toBe(101); // 100,5 → 101
    expect(percentOf(1004, 1000)).toBe(100); // 100,4 → 100
    expect(percentOf(333, 3333)).toBe(111); // 33,33 % of 3,33 = 1,1099 → 1,11
  });

  it("stays exact past 2^53 in the product, within a centavo of the real share", () => {
    fc.assert(
      fc.property(centavos, fc.integer({ min: 1, max: 10_000 }), (amount, hundredths) => {
        const share = percentOf(amount, hundredths);
        const exact = (BigInt(amount) * BigInt(hundredths) * 2n) / 10000n; // twice the share, floored
        expect(Number.isSafeInteger(share)).toBe(true);
        expect(BigInt(share * 2) - exact).toBeLessThanOrEqual(1n);
        expect(exact - BigInt(share * 2)).toBeLessThanOrEqual(1n);
        expect(share).toBeLessThanOrEqual(amount);
      }),
    );
  });
});

describe("orderMoney", () => {
  it("takes a percentage of the subtotal and an amount as given", () => {
    const result = orderMoney(lines(6000, 4000), [discount("percent", 1000), surcharge("amount", 550)], 1500);
    expect(result).toEqual({
      ok: true,
      money: {
        subtotal: 10_000,
        adjustments: [
          { ...discount("percent", 1000), amount: 1000 },
          { ...surcharge("amount", 550), amount: 550 },
        ],
        discount: 1000,
        surcharge: 550,
        tip: 1500,
        deliveryFee: 0,
        total: 10_000 - 1000 + 550 + 1500,
      },
    });
  });

  it("adds a delivery fee to the total, never to what a percentage is taken of", () => {
    const result = orderMoney(lines(10_000), [discount("percent", 1000)], 0, 2500);
    expect(result.ok && result.money).toMatchObject({ discount: 1000, deliveryFee: 2500, total: 11_500 });
  });

  it("does not compound percentages: each is of the subtotal", () => {
    const result = orderMoney(lines(10_000), [discount("percent", 1000), discount("percent", 1000)], 0);
    expect(result.ok && result.money.total).toBe(8000);
  });

  it("without adjustments nor tip the total is the subtotal", () => {
    expect(orderMoney(lines(150_050, 99_999), [], 0)).toMatchObject({
      ok: true,
      money: { subtotal: 250_049, total: 250_049, discount: 0, surcharge: 0, tip: 0 },
    });
  });

  it("refuses discounts over the subtotal, naming both", () => {
    const result = orderMoney(lines(1000), [discount("amount", 1001)], 0);
    expect(result).toEqual({
      ok: false,
      field: "adjustments",
      message: "El descuento ($\u00a010,01) no puede superar el subtotal ($\u00a010,00).",
    });
    const twoHalves = orderMoney(lines(1000), [discount("percent", 6000), discount("percent", 5000)], 0);
    expect(twoHalves.ok).toBe(false);
    // The whole subtotal may go: the total is then the surcharges and tip.
    expect(orderMoney(lines(1000), [discount("percent", 10_000)], 200)).toMatchObject({
      ok: true,
      money: { total: 200 },
    });
  });

  it("refuses a tip over the subtotal and a total over the cap (decision 068), naming the field", () => {
    expect(orderMoney(lines(1000), [], 1000)).toMatchObject({ ok: true, money: { total: 2000 } });
    expect(orderMoney(lines(1000), [], 1001)).toEqual({
      ok: false,
      field: "tip",
      message: "La propina ($\u00a010,01) no puede superar el subtotal ($\u00a010,00).",
    });
    const atCap = MAX_ORDER_CENTAVOS / 2;
    expect(orderMoney(lines(atCap), [], atCap)).toMatchObject({
      ok: true,
      money: { total: MAX_ORDER_CENTAVOS },
    });
    expect(orderMoney(lines(atCap), [], atCap, 1)).toEqual({
      ok: false,
      field: "total",
      message: "El total del pedido ($\u00a0100.000.000,01) supera el máximo de $\u00a0100.000.000,00.",
    });
  });

  it("adds up: total = subtotal − discounts + surcharges + tip, never below zero", () => {
    const adjustment = fc.record({
      kind: fc.constantFrom("discount" as const, "surcharge" as const),
      mode: fc.constantFrom("percent" as const, "amount" as const),
      value: fc.integer({ min: 1, max: 10_000 }),
      reason: fc.constant("x"),
    });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 10 }),
        fc.array(adjustment, { maxLength: 5 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (subtotals, adjustments, tip) => {
          const result = orderMoney(lines(...subtotals), adjustments, tip);
          const subtotal = subtotals.reduce((a, b) => a + b, 0);
          if (!result.ok) {
            const off = adjustments
              .filter((a) => a.kind === "discount")
              .reduce((sum, a) => sum + (a.mode === "percent" ? percentOf(subtotal, a.value) : a.value), 0);
            if (result.field === "adjustments") expect(off).toBeGreaterThan(subtotal);
            else expect([result.field, tip > subtotal]).toEqual(["tip", true]);
            return;
          }
          const { money } = result;
          const signed = money.adjustments.reduce(
            (sum, a) => sum + (a.kind === "discount" ? -a.amount : a.amount),
            0,
          );
          expect(money.subtotal).toBe(subtotal);
          expect(money.total).toBe(subtotal + signed + tip);
          expect(money.total).toBeGreaterThanOrEqual(0);
          expect(money.discount).toBeLessThanOrEqual(subtotal);
          expect(Number.isSafeInteger(money.total)).toBe(true);
        },
      ),
    );
  });
});

describe("payments", () => {
  it("split evenly among methods always add up to the total", () => {
    fc.assert(
      fc.property(centavos, fc.integer({ min: 1, max: 10 }), (total, methods) => {
        const payments = splitEvenly(total, methods).map((amount) => ({ amount }));
        expect(paymentsMismatch(total, payments)).toBeNull();
      }),
    );
  });

  it("names the difference when the parts do not add up", () => {
    expect(paymentsMismatch(10_000, [{ amount: 6000 }, { amount: 3000 }])).toBe(
      "Los pagos suman $\u00a090,00 y el total es $\u00a0100,00: faltan $\u00a010,00.",
    );
    expect(paymentsMismatch(10_000, [{ amount: 6000 }, { amount: 4001 }])).toBe(
      "Los pagos suman $\u00a0100,01 y el total es $\u00a0100,00: sobran $\u00a00,01.",
    );
  });

  it("gives the change for cash: 'Paga con' minus the amount", () => {
    expect(changeFor(200_000, 150_050)).toBe(49_950);
    expect(changeFor(150_050, 150_050)).toBe(0);
    expect(changeFor(null, 150_050)).toBeNull();
  });

  it("reads pesos to centavos and refuses 'Paga con' below the amount", () => {
    const id = "0190a6a0-0000-7000-8000-000000000001";
    expect(paymentInput.parse({ payment_method_id: id, amount: 1500.5, tendered: 2000 })).toEqual({
      payment_method_id: id,
      amount: 150_050,
      tendered: 200_000,
    });
    expect(paymentInput.parse({ payment_method_id: id, amount: 10 })).toMatchObject({ tendered: null });
    const low = paymentInput.safeParse({ payment_method_id: id, amount: 10, tendered: 5 });
    expect(low.error?.issues[0]).toMatchObject({ path: ["tendered"] });
    expect(paymentInput.safeParse({ payment_method_id: id, amount: 0 }).success).toBe(false);
    const twice = completeOrderInput.safeParse({
      payments: [
        { payment_method_id: id, amount: 1 },
        { payment_method_id: id, amount: 2 },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe(
      "Cada medio de pago puede estar una sola vez: sumá los montos.",
    );
    expect(completeOrderInput.safeParse({ payments: [] }).success).toBe(false);
  });
});

describe("adjustmentInput", () => {
  it("reads a percentage as hundredths and an amount as centavos", () => {
    expect(adjustmentInput.parse({ ...discount("percent", 10.5), reason: " Efectivo " })).toEqual({
      ...discount("percent", 1050),
      reason: "Efectivo",
    });
    expect(adjustmentInput.parse(surcharge("amount", 12.34))).toEqual(surcharge("amount", 1234));
  });

  it("refuses a percentage over 100, with more than 2 decimals, or nothing", () => {
    // Decision 068: a percentage past a double's exact centavos is refused, not thrown (the fuzz found it).
    for (const value of [0, -1, 100.01, 10.555, "10", null, 1e308, -90071992547409.92]) {
      const parsed = adjustmentInput.safeParse(discount("percent", value as number));
      expect(parsed.success, String(value)).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(["value"]);
    }
    expect(adjustmentInput.safeParse({ ...discount("amount", 5), reason: " " }).success).toBe(false);
    expect(adjustmentInput.safeParse({ ...discount("amount", 5), kind: "gift" }).success).toBe(false);
  });

  it("keeps an order without money fields as it was: no payments, no adjustments, no tip", () => {
    const parsed = orderInput.parse({
      id: "0190a6a0-0000-7000-8000-000000000001".replace("0190a6a0-0000", idPrefix()),
      turn: "1",
      payment_method_id: "0190a6a0-0000-7000-8000-000000000002",
      products: [{ product_id: "0190a6a0-0000-7000-8000-000000000003", quantity: 1 }],
    });
    expect(parsed.adjustments).toBeUndefined();
    expect(parsed.tip).toBeUndefined();
    expect(parsed.payments).toBeUndefined();
  });
});

/** A UUIDv7 timestamp prefix of now, so orderInput's recent-id check passes. */
const idPrefix = () => {
  const hex = Date.now().toString(16).padStart(12, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8)}`;
};

describe("discountRefusal", () => {
  const rule = { policy: "admin-and-cashier", cashierMaxPercent: 10 } as const;

  it("lets ADMIN discount anything and CASHIER up to the limit", () => {
    expect(discountRefusal("ADMIN", { ...rule, policy: "admin-only" }, 9000, 10_000)).toBeNull();
    expect(discountRefusal("CASHIER", rule, 1000, 10_000)).toBeNull();
    expect(discountRefusal("CASHIER", rule, 1001, 10_000)).toBe(
      "La caja puede descontar hasta el 10 % del subtotal.",
    );
    expect(discountRefusal("CASHIER", rule, 0, 10_000)).toBeNull();
  });

  it("refuses CASHIER any discount when only the administrator may", () => {
    expect(discountRefusal("CASHIER", { ...rule, policy: "admin-only" }, 1, 10_000)).toBe(
      "Solo el administrador puede hacer descuentos.",
    );
  });
});
