import type { AdjustmentInput, Order, OrderEditInput } from "@comanda/domain";

/**
 * PATCH /orders/:id takes the order's whole content: the tab's lines as they are, its surcharges kept,
 * its discounts replaced by `discount` (none when null), and the tip.
 */
export const tabEditInput = (
  tab: Order,
  discount: AdjustmentInput | null,
  tipPesos: number,
): OrderEditInput => ({
  turn: tab.turn,
  payment_method_id: tab.paymentMethodId,
  observation: tab.observation,
  products: tab.lines
    .filter((line) => line.kind === "product")
    .map((line) => ({ product_id: line.itemId, quantity: line.quantity })),
  promotions: tab.lines
    .filter((line) => line.kind === "promotion")
    .map((line) => ({ promotion_id: line.itemId, quantity: line.quantity })),
  adjustments: [
    ...tab.adjustments
      .filter((adjustment) => adjustment.kind === "surcharge")
      .map(({ kind, mode, value, reason }) => ({ kind, mode, value, reason })),
    ...(discount ? [discount] : []),
  ],
  tip: tipPesos,
  version: tab.version,
});
