import { type StockItemKind, type StockReason, uuidv7 } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { insertMovementRows, type MovementRow } from "./queries.ts";

/** One change of stock, as the writer of the change knows it (docs/product.md#stock-and-costs). */
export type MovementDraft = {
  itemKind: StockItemKind;
  itemId: string;
  /** product units or ingredient thousandths; never 0 */
  delta: number;
  /** the stock right after the change; null when a product stopped being tracked */
  quantityAfter: number | null;
  reason: StockReason;
  orderId?: string | null;
  user: { id: string; name: string } | null;
};

/**
 * Writes movements inside the transaction that changed the stock, so stock = Σ movements always holds
 * (`npm run comanda -- doctor` checks it). Zero deltas are skipped.
 */
export const recordMovements = async (
  trx: Db,
  businessId: string,
  drafts: readonly MovementDraft[],
  now = Date.now(),
) => {
  const rows: MovementRow[] = drafts
    .filter((draft) => draft.delta !== 0)
    .map((draft) => ({
      id: uuidv7(now),
      business_id: businessId,
      item_kind: draft.itemKind,
      item_id: draft.itemId,
      delta: draft.delta,
      quantity_after: draft.quantityAfter,
      reason: draft.reason,
      order_id: draft.orderId ?? null,
      user_id: draft.user?.id ?? null,
      user_name: draft.user?.name ?? null,
      created_at: now,
    }));
  if (rows.length) await insertMovementRows(trx, rows);
};
