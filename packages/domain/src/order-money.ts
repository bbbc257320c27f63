import { z } from "zod";
import { formatMoney, MAX_ORDER_CENTAVOS, moneyInput, pesosToCentavos } from "./money.ts";
import { blankAsNone } from "./optional.ts";
import type { Role } from "./roles.ts";

/**
 * Decision 026: how an order is paid (one or several methods, 'Paga con' and 'Vuelto' for cash),
 * its discounts and surcharges, and the tip. Money here is integer centavos; schemas take pesos.
 * total = subtotal − discounts + surcharges + tip + delivery fee (docs/product.md#order-money; decision 050).
 */

export const adjustmentKinds = ["discount", "surcharge"] as const;
export type AdjustmentKind = (typeof adjustmentKinds)[number];
export const adjustmentKindLabels: Record<AdjustmentKind, string> = {
  discount: "Descuento",
  surcharge: "Recargo",
};

export const adjustmentModes = ["percent", "amount"] as const;
export type AdjustmentMode = (typeof adjustmentModes)[number];

export const MAX_ADJUSTMENTS = 5;
export const MAX_PAYMENTS = 10;
export const MAX_ADJUSTMENT_REASON = 120;

/** A percentage with up to 2 decimals, above 0 and at most 100, as hundredths of a percent (10.5 → 1050). */
const percentInput = z
  .number({ error: "Ingresá el porcentaje." })
  .gt(0, "El porcentaje debe ser mayor a 0.")
  .max(100, "El porcentaje puede ser como mucho 100.")
  .refine(
    // Zod runs this after a failed gt or max too: out of range it is refused already, and pesosToCentavos
    // would throw past a double's exact centavos.
    (value) => value <= 0 || value > 100 || pesosToCentavos(value) / 100 === value,
    "El porcentaje puede tener como máximo 2 decimales.",
  )
  .transform(pesosToCentavos);

const positiveMoney = moneyInput.refine((centavos) => centavos > 0, "El monto debe ser mayor a 0.");

/**
 * One discount or surcharge. `value` is a percentage (of the subtotal) in `percent` mode and pesos in
 * `amount` mode; it comes out as hundredths of a percent or centavos.
 */
export const adjustmentInput = z
  .object({
    kind: z.enum(adjustmentKinds, { error: "Elegí si es un descuento o un recargo." }),
    mode: z.enum(adjustmentModes, { error: "Elegí si es un porcentaje o un monto." }),
    value: z.unknown(),
    reason: z
      .string({ error: "Ingresá el motivo." })
      .trim()
      .min(1, "Ingresá el motivo.")
      .max(MAX_ADJUSTMENT_REASON, `El motivo puede tener hasta ${MAX_ADJUSTMENT_REASON} caracteres.`)
      .refine((text) => !/\p{Cc}|\p{Cs}/u.test(text), "El motivo tiene caracteres que no se pueden usar."),
  })
  .transform((adjustment, context) => {
    const parsed = (adjustment.mode === "percent" ? percentInput : positiveMoney).safeParse(adjustment.value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        context.addIssue({ code: "custom", message: issue.message, path: ["value"] });
      return z.NEVER;
    }
    return { ...adjustment, value: parsed.data };
  });
export type AdjustmentInput = z.input<typeof adjustmentInput>;
export type AdjustmentValues = z.output<typeof adjustmentInput>;

/** One part of the payment; `tendered` ('Paga con') only for cash, at least the amount. */
export const paymentInput = z
  .object({
    payment_method_id: z.uuid({ error: "Elegí un medio de pago." }),
    amount: positiveMoney,
    tendered: blankAsNone(moneyInput),
  })
  .refine((payment) => payment.tendered === null || payment.tendered >= payment.amount, {
    path: ["tendered"],
    message: "'Paga con' no puede ser menor que el monto.",
  });
export type PaymentInput = z.input<typeof paymentInput>;
export type PaymentValues = z.output<typeof paymentInput>;

export const paymentsInput = z
  .array(paymentInput, { error: "Los pagos deben ser una lista." })
  .min(1, "Indicá al menos un pago.")
  .max(MAX_PAYMENTS, `Un pedido puede pagarse con hasta ${MAX_PAYMENTS} medios.`)
  .refine(
    (payments) => new Set(payments.map((payment) => payment.payment_method_id)).size === payments.length,
    "Cada medio de pago puede estar una sola vez: sumá los montos.",
  );

/**
 * The money fields of a new order (orders.ts `orderInput`): all optional and left out when not sent, so old
 * clients and stored request hashes stay as they were. None means: no adjustments, no tip, paid in full
 * by the order's `payment_method_id`.
 */
export const orderMoneyFields = {
  payments: paymentsInput.optional(),
  adjustments: z
    .array(adjustmentInput, { error: "Los descuentos y recargos deben ser una lista." })
    .max(MAX_ADJUSTMENTS, `Un pedido puede tener hasta ${MAX_ADJUSTMENTS} descuentos o recargos.`)
    .optional(),
  tip: moneyInput.optional(),
};

/** POST /orders/:id/complete's optional body: how the order was paid, replacing what it had. */
export const completeOrderInput = z.object({ payments: paymentsInput });
export type CompleteOrderInput = z.input<typeof completeOrderInput>;

/** The answer's parts; money in pesos. */
export const orderAdjustment = z.object({
  kind: z.enum(adjustmentKinds),
  mode: z.enum(adjustmentModes),
  /** percent (10.5) or pesos, as given */
  value: z.number(),
  reason: z.string(),
  /** what it took off or added, pesos, positive */
  amount: z.number(),
});
export type OrderAdjustment = z.infer<typeof orderAdjustment>;

export const orderPayment = z.object({
  paymentMethodId: z.string(),
  name: z.string(),
  isCash: z.boolean(),
  amount: z.number(),
  /** 'Paga con', pesos; null when not given */
  tendered: z.number().nullable(),
  /** 'Vuelto' = tendered − amount; null without tendered */
  change: z.number().nullable(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** Hundredths of a percent of `centavos`, rounded half up to the centavo (exact for any safe amount). */
export const percentOf = (centavos: number, hundredths: number): number => {
  const scaled = BigInt(centavos) * BigInt(hundredths);
  return Number((scaled + 5000n) / 10000n);
};

export type Adjustment = { kind: AdjustmentKind; mode: AdjustmentMode; value: number; reason: string };
export type PricedAdjustment = Adjustment & { amount: number };
export type OrderMoney = {
  subtotal: number;
  adjustments: PricedAdjustment[];
  discount: number;
  surcharge: number;
  tip: number;
  /** Decision 050: what a delivery order charges for taking it; not subject to percentages */
  deliveryFee: number;
  total: number;
};
/** The field a refusal names: the discounts, the tip, or the whole (decision 068's cap on a total). */
export type MoneyField = "adjustments" | "tip" | "total";
export type MoneyResult = { ok: true; money: OrderMoney } | { ok: false; message: string; field: MoneyField };

/**
 * The order's money from its lines (centavos), adjustments and tip. A percentage is of the subtotal (never
 * compounded), each rounded on its own; the discounts together may not exceed the subtotal, so the total
 * never goes below zero; nor may the tip, and the total stays within MAX_ORDER_CENTAVOS (decision 068).
 */
export const orderMoney = (
  lines: readonly { subtotal: number }[],
  adjustments: readonly Adjustment[],
  tip: number,
  deliveryFee = 0,
): MoneyResult => {
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const priced = adjustments.map((adjustment) => ({
    ...adjustment,
    amount: adjustment.mode === "percent" ? percentOf(subtotal, adjustment.value) : adjustment.value,
  }));
  const sumOf = (kind: AdjustmentKind) =>
    priced.filter((a) => a.kind === kind).reduce((sum, a) => sum + a.amount, 0);
  const discount = sumOf("discount");
  const surcharge = sumOf("surcharge");
  if (discount > subtotal)
    return {
      ok: false,
      field: "adjustments",
      message: `El descuento (${formatMoney(discount)}) no puede superar el subtotal (${formatMoney(subtotal)}).`,
    };
  // Decision 068: a tip is a share of what was served, never more than it.
  if (tip > subtotal)
    return {
      ok: false,
      field: "tip",
      message: `La propina (${formatMoney(tip)}) no puede superar el subtotal (${formatMoney(subtotal)}).`,
    };
  const total = subtotal - discount + surcharge + tip + deliveryFee;
  if (total > MAX_ORDER_CENTAVOS)
    return {
      ok: false,
      field: "total",
      message: `El total del pedido (${formatMoney(total)}) supera el máximo de ${formatMoney(MAX_ORDER_CENTAVOS)}.`,
    };
  return { ok: true, money: { subtotal, adjustments: priced, discount, surcharge, tip, deliveryFee, total } };
};

/**
 * How an order was paid, as its parts say ('Efectivo + Débito'; docs/product.md, Order money); a table paid by Débito
 * reads 'Débito' though it was opened with the business's cash method. `fallback` (the order's method)
 * only when it has no parts.
 */
export const paymentsLabel = (payments: readonly { name: string }[], fallback: string): string =>
  payments.length ? payments.map((payment) => payment.name).join(" + ") : fallback;

/** 'Vuelto': what goes back to a customer who paid `tendered` for `amount`; null without tendered. */
export const changeFor = (tendered: number | null, amount: number): number | null =>
  tendered === null ? null : Math.max(tendered - amount, 0);

/** `total` in `parts` shares that differ by at most a centavo, the leftover centavos to the first ones. */
export const splitEvenly = (total: number, parts: number): number[] => {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError("parts must be a positive integer");
  const share = Math.floor(total / parts);
  const left = total - share * parts;
  return Array.from({ length: parts }, (_, index) => share + (index < left ? 1 : 0));
};

/** null when the parts add up to `total` exactly; otherwise a message naming the difference. */
export const paymentsMismatch = (total: number, payments: readonly { amount: number }[]): string | null => {
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (paid === total) return null;
  const gap = formatMoney(Math.abs(total - paid));
  return `Los pagos suman ${formatMoney(paid)} y el total es ${formatMoney(total)}: ${paid < total ? "faltan" : "sobran"} ${gap}.`;
};

/** Who may give a discount (a business setting); surcharges and tips are never limited. */
export const discountPolicies = ["admin-and-cashier", "admin-only"] as const;
export type DiscountPolicy = (typeof discountPolicies)[number];
export const discountPolicyLabels: Record<DiscountPolicy, string> = {
  "admin-and-cashier": "Administrador y caja",
  "admin-only": "Solo el administrador",
};
export const DEFAULT_CASHIER_MAX_DISCOUNT = 10;

export type DiscountRule = { policy: DiscountPolicy; cashierMaxPercent: number };

/** Why `role` may not give `discount` on `subtotal` (centavos), or null when it may. */
export const discountRefusal = (
  role: Role,
  rule: DiscountRule,
  discount: number,
  subtotal: number,
): string | null => {
  if (discount <= 0 || role === "ADMIN") return null;
  if (role !== "CASHIER" || rule.policy === "admin-only")
    return "Solo el administrador puede hacer descuentos.";
  // discount / subtotal > max %, in integers (BigInt: both sides may pass 2^53).
  if (BigInt(discount) * 100n > BigInt(subtotal) * BigInt(rule.cashierMaxPercent))
    return `La caja puede descontar hasta el ${rule.cashierMaxPercent} % del subtotal.`;
  return null;
};
