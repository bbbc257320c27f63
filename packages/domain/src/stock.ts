import { z } from "zod";
import { listQuery } from "./lists.ts";

export const stockItemKinds = ["product", "ingredient"] as const;
export type StockItemKind = (typeof stockItemKinds)[number];

/** Why a stock changed (decision 019). */
export const stockReasons = ["initial", "sale", "cancellation", "adjustment", "order_edit"] as const;
export type StockReason = (typeof stockReasons)[number];

export const stockReasonLabels: Record<StockReason, string> = {
  initial: "Stock inicial",
  sale: "Venta",
  cancellation: "Pedido cancelado",
  adjustment: "Ajuste manual",
  order_edit: "Pedido modificado",
};

/**
 * One change of a product's or an ingredient's stock. Quantities are in the item's unit as the API speaks
 * it: product units, ingredient decimals (1.5 kg); `quantityAfter` null when a product stopped being tracked.
 */
export const stockMovement = z.object({
  id: z.string(),
  delta: z.number(),
  quantityAfter: z.number().nullable(),
  reason: z.enum(stockReasons),
  orderId: z.string().nullable(),
  /** the order's turn, when the movement came from one */
  orderTurn: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.number(),
});
export type StockMovement = z.infer<typeof stockMovement>;

export const stockMovementQuery = listQuery.omit({ q: true });
export type StockMovementQuery = z.input<typeof stockMovementQuery>;
