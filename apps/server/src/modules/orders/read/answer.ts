import type { Order, OrderMoney } from "@comanda/domain";
import type { PaymentDraft } from "../money/order-money.ts";
import { type LineFields, type OrderRow, toOrder } from "./order-rows.ts";

/**
 * The answer to a create, made from what was just written rather than read back, through the same
 * mapping every read uses (order-rows.ts).
 */
export const answerOf = (
  row: OrderRow,
  lines: readonly LineFields[],
  money: OrderMoney,
  payments: readonly PaymentDraft[],
): Order =>
  toOrder(row, lines, {
    adjustments: money.adjustments,
    payments: payments.map((payment) => ({
      payment_method_id: payment.paymentMethodId,
      name: payment.name,
      is_cash: payment.isCash ? 1 : 0,
      amount: payment.amount,
      tendered: payment.tendered,
    })),
  });
