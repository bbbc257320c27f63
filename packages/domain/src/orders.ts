import { z } from "zod";
import { listQuery } from "./lists.ts";
import { orderChange } from "./order-changes.ts";
import { orderAdjustment, orderPayment } from "./order-money.ts";
import { orderStatus } from "./order-states.ts";
import { orderType, orderTypeAnswer } from "./order-type.ts";

// The states and their buttons live in order-states.ts, the create input in order-input.ts; importers of this module
// still find them here.
export * from "./order-input.ts";
export * from "./order-states.ts";

/** An option a line was sold with (decision 080): its group's and its name then, and what it added (pesos). */
export const orderLineOption = z.object({
  id: z.string(),
  group: z.string(),
  name: z.string(),
  price: z.number(),
});
export type OrderLineOption = z.infer<typeof orderLineOption>;

/**
 * A combo's product as the order snapshot it: `quantity` per combo (quantity_needed); `options`, what it was
 * sold with (decision 080: its own groups; `price` what one unit of it added), absent before.
 */
export const orderComboItem = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  categoryId: z.string().nullable(),
  options: z.array(orderLineOption).optional(),
});
export type OrderComboItem = z.infer<typeof orderComboItem>;

/**
 * A line as sold; prices in pesos. `items` lists a combo's products (empty for a product line). The unit price
 * includes what the options add.
 */
export const orderLine = z.object({
  kind: z.enum(["product", "promotion"]),
  itemId: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  subtotal: z.number(),
  items: z.array(orderComboItem),
  options: z.array(orderLineOption),
  note: z.string().nullable(),
  /** Decision 082: its course (null: none) */
  course: z.string().nullable().optional(),
});
export type OrderLine = z.infer<typeof orderLine>;
export type OrderLineKind = "product" | "promotion" | "combo-item";

/** docs/product.md#order-record; `total` in pesos, times epoch ms. */
export const order = z.object({
  id: z.string(),
  shiftId: z.string(),
  turn: z.string(),
  status: orderStatus,
  paymentMethodId: z.string(),
  paymentMethodName: z.string(),
  observation: z.string().nullable(),
  /** what the customer is charged: subtotal − discounts + surcharges + tip (order-money.ts) */
  total: z.number(),
  lines: z.array(orderLine),
  // Order money (decision 026).
  /** the lines' sum */
  subtotal: z.number(),
  adjustments: z.array(orderAdjustment),
  tip: z.number(),
  /** how it is paid: at least one part, adding up to the total */
  payments: z.array(orderPayment),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  statusChangedAt: z.number(),
  // Decision 027 (editing open orders): `version` rises with every edit and transition; `modifiedAt` is null until
  // the first edit; `changes` is what the last edit changed.
  version: z.number().int(),
  modifiedAt: z.number().nullable(),
  changes: z.array(orderChange),
  /** Decision 046: the stations that said 'Listo' for it since it was last edited (an edit asks them again). */
  stationsDone: z.array(z.string()),
  /** Decision 087: when each of `stationsDone` said it (its card left that display then: 'Recuperar' lists it) */
  stationsDoneAt: z.record(z.string(), z.number()).optional(),
  /**
   * Decision 087: the display's lines the kitchen marked done in what it makes now (`StationLine.key` → how many
   * of it); a line is done while this covers its quantity.
   */
  linesDone: z.array(z.object({ key: z.string(), quantity: z.number().int() })).optional(),
  // Decision 081 (a table's rounds in the kitchen): when what the kitchen has to make now reached it (the
  // order's creation, or the round that sent a table back to the kitchen); what earlier rounds already made
  // (lines by `servedKey`); the status a cancelled order was cancelled from (null otherwise).
  kitchenSince: z.number(),
  served: z.array(z.object({ key: z.string(), quantity: z.number().int() })),
  cancelledFrom: orderStatus.nullable(),
  /** Decision 082: what a table's rounds hold for a course not yet marched (lines by `servedKey`) */
  held: z.array(z.object({ key: z.string(), quantity: z.number().int() })).optional(),
  // Decision 050: how it is served, who it is for, the delivery fee (part of the total) and the promised time.
  ...orderTypeAnswer,
});
export type Order = z.infer<typeof order>;

/** A shift's orders (the sales detail): newest first, optionally one status. */
export const shiftOrdersQuery = listQuery
  .omit({ q: true })
  .extend({ status: orderStatus.optional(), type: orderType.optional() });
export type ShiftOrdersQuery = z.input<typeof shiftOrdersQuery>;

/** The combos the order dialog offers: active, inside their dates, with how many can still be sold. */
export const promotionOption = z.object({
  id: z.string(),
  name: z.string(),
  /** the combo's price in pesos */
  value: z.number(),
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantityNeeded: z.number().int(),
      /** the product's stock, null when not tracked */
      quantity: z.number().nullable(),
    }),
  ),
  /** how many combos the tracked items allow (docs/product.md#screens: floor(stock / quantity_needed)); null = no limit */
  maxQuantity: z.number().int().nullable(),
});
export type PromotionOption = z.infer<typeof promotionOption>;

/** docs/product.md#screens: how many combos the stock of its tracked products allows; null when none is tracked. */
export const comboAvailability = (
  items: readonly { quantityNeeded: number; quantity: number | null }[],
): number | null => {
  let most: number | null = null;
  for (const item of items) {
    if (item.quantity === null) continue;
    const allowed = Math.floor(Math.max(item.quantity, 0) / item.quantityNeeded);
    most = most === null ? allowed : Math.min(most, allowed);
  }
  return most;
};

/** What an order takes from the stock of each product, in units, combos expanded (docs/product.md#api). */
export const productDemand = (
  products: readonly { productId: string; quantity: number }[],
  combos: readonly { quantity: number; items: readonly { productId: string; quantityNeeded: number }[] }[],
): Map<string, number> => {
  const demand = new Map<string, number>();
  const add = (id: string, units: number) => demand.set(id, (demand.get(id) ?? 0) + units);
  for (const line of products) add(line.productId, line.quantity);
  for (const combo of combos) {
    for (const item of combo.items) add(item.productId, item.quantityNeeded * combo.quantity);
  }
  return demand;
};

/**
 * What the products' recipes take from each ingredient, in thousandths of its unit (docs/product.md#api: g from kg
 * and ml from lt by 1000, pieces by 1000): the recipe amount is already stored in thousandths, so it is
 * amount × units sold, exact.
 */
export const ingredientDemand = (
  units: ReadonlyMap<string, number>,
  recipes: ReadonlyMap<string, readonly { ingredientId: string; thousandths: number }[]>,
): Map<string, number> => {
  const demand = new Map<string, number>();
  for (const [productId, sold] of units) {
    for (const row of recipes.get(productId) ?? []) {
      demand.set(row.ingredientId, (demand.get(row.ingredientId) ?? 0) + row.thousandths * sold);
    }
  }
  return demand;
};

/** The order's total in centavos: each line's unit price (centavos) × quantity. */
export const orderTotal = (lines: readonly { unitPrice: number; quantity: number }[]): number =>
  lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

/** The board colours a card that has waited in its status longer than this (minutes; docs/product.md#orders-board: per device). */
export const defaultWaitThresholds: Record<"pending" | "preparing" | "ready", number> = {
  pending: 5,
  preparing: 10,
  ready: 5,
};
