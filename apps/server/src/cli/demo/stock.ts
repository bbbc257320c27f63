import { type StockItemKind, type StockReason, uuidv7 } from "@comanda/domain";
import type { DemoRows } from "./rows.ts";

type Who = { id: string; name: string };
export type StockChange = { kind: StockItemKind; id: string; delta: number };

/**
 * The stock of every tracked product and ingredient as the history moves it, each change written as the
 * movement the real write makes (modules/stock/movements.ts), so stock = Σ movements (`doctor`).
 */
export type StockBook = {
  start: (kind: StockItemKind, id: string, quantity: number, at: number, user: Who) => void;
  quantity: (id: string) => number;
  move: (
    changes: readonly StockChange[],
    reason: StockReason,
    at: number,
    user: Who,
    orderId: string,
  ) => void;
  /** the supplier's delivery, entered in the item's dialog: an 'adjustment' up to `to` */
  restock: (kind: StockItemKind, id: string, to: number, at: number, user: Who) => void;
  /** the stock each item ends with, to store with the item */
  final: () => ReadonlyMap<string, number>;
};

export const createStockBook = (rows: DemoRows, businessId: string): StockBook => {
  const stock = new Map<string, number>();
  const record = (
    change: StockChange,
    reason: StockReason,
    at: number,
    user: Who,
    orderId: string | null,
  ) => {
    if (change.delta === 0) return;
    const after = (stock.get(change.id) ?? 0) + change.delta;
    stock.set(change.id, after);
    rows.stock_movement.push({
      id: uuidv7(at),
      business_id: businessId,
      item_kind: change.kind,
      item_id: change.id,
      delta: change.delta,
      quantity_after: after,
      reason,
      order_id: orderId,
      user_id: user.id,
      user_name: user.name,
      created_at: at,
    });
  };
  return {
    start: (kind, id, quantity, at, user) => record({ kind, id, delta: quantity }, "initial", at, user, null),
    quantity: (id) => stock.get(id) ?? 0,
    move: (changes, reason, at, user, orderId) => {
      for (const change of changes) record(change, reason, at, user, orderId);
    },
    restock: (kind, id, to, at, user) =>
      record({ kind, id, delta: to - (stock.get(id) ?? 0) }, "adjustment", at, user, null),
    final: () => stock,
  };
};
