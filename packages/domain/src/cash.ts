import { z } from "zod";
import { voucherTotals } from "./invoices.ts";
import { countedMoneyInput, moneyInput, moneyTotal } from "./money.ts";
import { blankAs, blankAsNone } from "./optional.ts";
import { typeSales } from "./order-type.ts";
import { paymentMethodTotal, productSales, shift, shiftSales } from "./shifts.ts";

/** Decision 020: the cash in the register when the shift opens (fondo de caja); may be 0. */
export const openShiftInput = z.object({ cash_float: blankAs(moneyInput, 0) });
export type OpenShiftInput = z.input<typeof openShiftInput>;

export const cashMovementKinds = ["in", "out"] as const;
export type CashMovementKind = (typeof cashMovementKinds)[number];
export const cashMovementKindLabels: Record<CashMovementKind, string> = {
  in: "Ingreso de efectivo",
  out: "Retiro de efectivo",
};

export const MAX_CASH_REASON = 120;
export const MAX_COUNT_NOTE = 500;

/** Cash into or out of the register during a shift (a supplier paid in cash, a withdrawal). */
export const cashMovementInput = z.object({
  kind: z.enum(cashMovementKinds, { error: "Elegí si es un ingreso o un retiro." }),
  amount: moneyInput.refine((centavos) => centavos > 0, "El monto debe ser mayor a 0."),
  reason: z
    .string({ error: "Ingresá el motivo." })
    .trim()
    .min(1, "Ingresá el motivo.")
    .max(MAX_CASH_REASON, `El motivo puede tener hasta ${MAX_CASH_REASON} caracteres.`)
    .refine((text) => !/\p{Cc}|\p{Cs}/u.test(text), "El motivo tiene caracteres que no se pueden usar."),
});
export type CashMovementInput = z.input<typeof cashMovementInput>;

export const cashMovement = z.object({
  id: z.string(),
  kind: z.enum(cashMovementKinds),
  /** pesos, > 0 */
  amount: z.number(),
  reason: z.string(),
  userName: z.string(),
  createdAt: z.number(),
});
export type CashMovement = z.infer<typeof cashMovement>;

/** Decision 020: 'Cerrar turno' with the count (arqueo) of each payment method used in the shift. */
export const closeShiftInput = z.object({
  counts: z
    .array(
      z.object({
        payment_method_id: z.uuid({ error: "El medio de pago no es válido." }),
        counted: countedMoneyInput,
      }),
      { error: "El arqueo debe ser una lista." },
    )
    .max(100)
    .refine(
      (rows) => new Set(rows.map((row) => row.payment_method_id)).size === rows.length,
      "Cada medio de pago puede contarse una sola vez.",
    ),
  note: blankAsNone(
    z
      .string({ error: "La nota debe ser texto." })
      .trim()
      .max(MAX_COUNT_NOTE, `La nota puede tener hasta ${MAX_COUNT_NOTE} caracteres.`),
  ),
});
export type CloseShiftInput = z.input<typeof closeShiftInput>;

/** One line of the count: expected (completed orders; cash also float ± movements), counted, difference. */
export const countLine = z.object({
  paymentMethodId: z.string(),
  name: z.string(),
  isCash: z.boolean(),
  /** pesos (MoneyTotals, decision 068) */
  expected: moneyTotal,
  counted: moneyTotal,
  /** counted − expected: < 0 faltante, > 0 sobrante */
  difference: moneyTotal,
});
export type CountLine = z.infer<typeof countLine>;

/**
 * What the close dialog needs (GET /shifts/:id/count): the methods to count and, unless the business counts
 * blind, their expected amounts (null while blind: shown only after the counted amounts are entered).
 */
export const countSheet = z.object({
  blind: z.boolean(),
  cashFloat: z.number(),
  lines: z.array(
    z.object({
      paymentMethodId: z.string(),
      name: z.string(),
      isCash: z.boolean(),
      expected: moneyTotal.nullable(),
    }),
  ),
  /** orders still open: closing is refused while any is left */
  openOrders: z.number().int(),
});
export type CountSheet = z.infer<typeof countSheet>;

/** Expected centavos per method: its completed orders, and for cash also the float and cash in − out. */
export const expectedAmount = (
  method: { isCash: boolean; amount: number },
  cash: { float: number; movements: readonly { kind: CashMovementKind; amount: number }[] },
): number =>
  method.isCash
    ? method.amount +
      cash.float +
      cash.movements.reduce((sum, m) => sum + (m.kind === "in" ? m.amount : -m.amount), 0)
    : method.amount;

export type DifferenceKind = "faltante" | "sobrante" | "exacto";
export const differenceKind = (difference: number | bigint): DifferenceKind =>
  difference < 0 ? "faltante" : difference > 0 ? "sobrante" : "exacto";

/** Decision 020: the Z report of a closed shift. Money in pesos. */
export const zReport = z.object({
  business: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    logoUrl: z.string().nullable(),
  }),
  shift,
  cashFloat: z.number(),
  completed: z.object({ orders: z.number().int(), amount: moneyTotal }),
  sales: shiftSales,
  cancelled: z.object({ orders: z.number().int(), amount: moneyTotal }),
  byPaymentMethod: z.array(paymentMethodTotal),
  /** Decision 050: completed orders per type, every type that sold, in `orderTypes` order */
  byType: z.array(typeSales),
  /** Decision 055: the shift's authorized invoices and credit notes per voucher type, pesos */
  vouchers: z.array(voucherTotals),
  count: z.array(countLine),
  countNote: z.string().nullable(),
  cashMovements: z.array(cashMovement),
  bestSellers: z.array(productSales),
});
export type ZReport = z.infer<typeof zReport>;
