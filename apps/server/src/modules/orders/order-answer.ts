import { centavosToPesos, type Order, type OrderLine } from "@comanda/domain";
import type { Selectable } from "kysely";
import type { OrderTable } from "../../db/schema.ts";
import type { LineDraft } from "./order-lines.ts";

export type StoredOrder = Omit<Selectable<OrderTable>, "business_id" | "request_hash">;

/**
 * The answer to a create, made from what was just written rather than read back: the same shape
 * modules/shifts/order-rows.ts reads (a combo's items say what one combo holds).
 */
export const answerOf = (row: StoredOrder, drafts: readonly LineDraft[]): Order => {
  const lines: OrderLine[] = [];
  const combos = new Map<number, OrderLine>();
  for (const draft of drafts) {
    if (draft.kind === "combo-item") {
      const combo = combos.get(draft.parentPosition ?? -1);
      combo?.items.push({
        productId: draft.itemId,
        name: draft.name,
        quantity: draft.quantity / combo.quantity,
        categoryId: draft.categoryId,
      });
      continue;
    }
    const line: OrderLine = {
      kind: draft.kind,
      itemId: draft.itemId,
      name: draft.name,
      categoryId: draft.categoryId,
      quantity: draft.quantity,
      unitPrice: centavosToPesos(draft.unitPrice),
      subtotal: centavosToPesos(draft.subtotal),
      items: [],
    };
    if (draft.kind === "promotion") combos.set(draft.position, line);
    lines.push(line);
  }
  return {
    id: row.id,
    shiftId: row.shift_id,
    turn: row.turn,
    status: row.status,
    paymentMethodId: row.payment_method_id,
    paymentMethodName: row.payment_method_name,
    observation: row.observation,
    total: centavosToPesos(Number(row.total)),
    lines,
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    statusChangedAt: Number(row.status_changed_at),
  };
};
