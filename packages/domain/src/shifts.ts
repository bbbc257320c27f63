import { z } from "zod";
import { listQuery } from "./lists.ts";
import { moneyTotal } from "./money.ts";

export const shiftStatuses = ["active", "inactive"] as const;
export type ShiftStatus = (typeof shiftStatuses)[number];

/** docs/product.md#shift-record (docs/product.md#rules): `totalAmount` in pesos (a MoneyTotal, decision 068), dates epoch ms, `endDate` null while open. */
export const shift = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(shiftStatuses),
  startDate: z.number(),
  endDate: z.number().nullable(),
  totalOrders: z.number().int(),
  totalAmount: moneyTotal,
  /** pesos in the register when the shift opened (fondo de caja, decision 020) */
  cashFloat: z.number(),
  /** the turn the order dialog prefills */
  nextTurn: z.string(),
  openedByName: z.string(),
  closedByName: z.string().nullable(),
});
export type Shift = z.infer<typeof shift>;

/** GET /shifts/current: the business's open shift, or null (docs/product.md#screens: 'No se ha iniciado un turno.'). */
export const currentShift = z.object({ shift: shift.nullable() });
export type CurrentShift = z.infer<typeof currentShift>;

/** The sales history (docs/product.md#sales-history): closed shifts, newest first, 10 a page. */
export const shiftListQuery = listQuery.omit({ q: true });
export type ShiftListQuery = z.input<typeof shiftListQuery>;

export const paymentMethodTotal = z.object({
  paymentMethodId: z.string(),
  name: z.string(),
  orders: z.number().int(),
  /** pesos (a MoneyTotal, decision 068) */
  amount: moneyTotal,
});
export type PaymentMethodTotal = z.infer<typeof paymentMethodTotal>;

export const productSales = z.object({
  productId: z.string(),
  name: z.string(),
  /** units sold in completed orders, combos' products included */
  quantity: z.number().int(),
});
export type ProductSales = z.infer<typeof productSales>;

/** Decision 081: an option sold in completed orders ('Huevo frito' of 'Extras'), by the units it went with. */
export const optionSales = z.object({
  optionId: z.string(),
  group: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});
export type OptionSales = z.infer<typeof optionSales>;

/** A shift's detail: the shift, totals per payment method, cancellations and the ten best sellers. */
/**
 * Decision 026: the completed orders' money as its own lines, pesos; total = subtotal − discounts + surcharges
 * + tips + delivery fees (decision 050).
 */
export const shiftSales = z.object({
  subtotal: moneyTotal,
  discounts: moneyTotal,
  surcharges: moneyTotal,
  tips: moneyTotal,
  deliveryFees: moneyTotal,
  total: moneyTotal,
});
export type ShiftSales = z.infer<typeof shiftSales>;

/** One station's or product's preparation times: how many timed orders, the average and the 90th percentile. */
const prepTime = {
  orders: z.number().int(),
  /** minutes, one decimal */
  averageMinutes: z.number(),
  /** minutes, one decimal: nine in ten orders took this long or less (nearest rank) */
  p90Minutes: z.number(),
};

/**
 * How long the kitchen took with completed orders (docs/product.md#sales-history), from when what it had to
 * make reached it (the order's creation or its table's round, decision 081): per station, until it said
 * 'Listo' (`stationId` null: orders made ready without a station's 'Listo'); per product, until its order
 * was 'Listo para entregar'. Slowest first by P90; at most 20 products.
 */
export const prepTimes = z.object({
  byStation: z.array(z.object({ stationId: z.string().nullable(), name: z.string(), ...prepTime })),
  byProduct: z.array(z.object({ productId: z.string(), name: z.string(), ...prepTime })),
});
export type PrepTimes = z.infer<typeof prepTimes>;

export const shiftSummary = z.object({
  shift,
  /** the completed orders' money, line by line */
  sales: shiftSales,
  byPaymentMethod: z.array(paymentMethodTotal),
  cancelled: z.object({ orders: z.number().int(), amount: moneyTotal }),
  /** orders not yet completed nor cancelled (only while the shift is open) */
  openOrders: z.number().int(),
  bestSellers: z.array(productSales),
  /** every option sold, most first */
  optionsSold: z.array(optionSales),
  prepTimes,
});
export type ShiftSummary = z.infer<typeof shiftSummary>;
