import type { Order, OrderMoney } from "@comanda/domain";
import type { LineDraft } from "../catalog/order-lines.ts";
import type { PaymentDraft } from "../money/order-money.ts";
import { type LineFields, type OrderRow, toOrder } from "./order-rows.ts";

/** A priced line as it is stored. */
export const lineFieldsOf = (draft: LineDraft): LineFields => ({
  position: draft.position,
  kind: draft.kind,
  parent_position: draft.parentPosition,
  item_id: draft.itemId,
  name: draft.name,
  category_id: draft.categoryId,
  quantity: draft.quantity,
  unit_price: draft.unitPrice,
  subtotal: draft.subtotal,
});

/**
 * The answer to a create, made from what was just written rather than read back, through the same
 * mapping every read uses (order-rows.ts).
 */
export const answerOf = (
  row: OrderRow,
  drafts: readonly LineDraft[],
  money: OrderMoney,
  payments: readonly PaymentDraft[],
): Order =>
  toOrder(row, drafts.map(lineFieldsOf), {
    adjustments: money.adjustments,
    payments: payments.map((payment) => ({
      payment_method_id: payment.paymentMethodId,
      name: payment.name,
      is_cash: payment.isCash ? 1 : 0,
      amount: payment.amount,
      tendered: payment.tendered,
    })),
  });
