import type { Adjustment, OrderEditValues, OrderMoney } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import {
  checkDiscount,
  type MainMethod,
  type PaymentDraft,
  priceMoney,
  settlePayments,
} from "../money/order-money.ts";
import type { OrderTaker } from "../order-deps.ts";
import type { OrderMoneyRows } from "../read/order-rows.ts";
import type { EditableRow } from "./queries.ts";

type EditedMoneyRequest = {
  businessId: string;
  user: OrderTaker;
  input: OrderEditValues;
  row: EditableRow;
  stored: OrderMoneyRows;
  /** the new lines as priced (centavos) */
  lines: readonly { subtotal: number }[];
  main: MainMethod;
};

export type EditedMoney = { money: OrderMoney; payments: PaymentDraft[]; changed: boolean };

const storedPayments = (stored: OrderMoneyRows): PaymentDraft[] =>
  stored.payments.map((payment) => ({
    paymentMethodId: payment.payment_method_id,
    name: payment.name,
    isCash: Number(payment.is_cash) === 1,
    amount: Number(payment.amount),
    tendered: payment.tendered === null ? null : Number(payment.tendered),
  }));

const sameList = <T>(a: readonly T[], b: readonly T[]) => JSON.stringify(a) === JSON.stringify(b);

type DiscountLine = { kind: string; mode: string; value: number | string; reason: string };
const discountLines = (adjustments: readonly DiscountLine[]) =>
  adjustments.filter((a) => a.kind === "discount").map((a) => [a.mode, Number(a.value), a.reason]);

/**
 * Decision 026: whether an edit leaves the discount as it was given, so the editor's own limit need not
 * apply: the same discount lines, no more pesos off and no larger share of the subtotal. Adding lines under
 * the owner's 30 % takes more pesos off than a cashier may, so it is checked against who edits.
 */
const keepsDiscount = (
  before: { discount: number; subtotal: number; adjustments: readonly DiscountLine[] },
  money: OrderMoney,
) =>
  sameList(discountLines(before.adjustments), discountLines(money.adjustments)) &&
  money.discount <= before.discount &&
  // discount / subtotal ≤ before's share, in integers (BigInt: the products pass 2^53).
  BigInt(money.discount) * BigInt(before.subtotal) <= BigInt(before.discount) * BigInt(money.subtotal);

/**
 * Decision 027 with 026: what an edit leaves of the order's money. Adjustments and tip the edit does not send
 * stay as they were, repriced on the new subtotal. Payments it does not send stay while they still add up to
 * the new total under the same main method; otherwise the order is paid in full by its main method again (the
 * parts can be given again when completing). The discount is checked against the setting of who edits
 * unless the edit keeps it as it was (keepsDiscount): a cashier may change the tip or the payment of an order
 * the owner discounted further than the cashier may, but not take more off it.
 */
export const editedMoney = async (trx: Db, request: EditedMoneyRequest): Promise<EditedMoney> => {
  const { businessId, user, input, row, stored, lines, main } = request;
  const adjustments: Adjustment[] =
    input.adjustments ??
    stored.adjustments.map((adjustment) => ({
      kind: adjustment.kind,
      mode: adjustment.mode,
      value: Number(adjustment.value),
      reason: adjustment.reason,
    }));
  // The delivery fee stays as the order was created (the edit does not send it).
  const money = priceMoney(lines, adjustments, input.tip ?? Number(row.tip), Number(row.delivery_fee));
  const before = {
    discount: Number(row.discount),
    subtotal: Number(row.subtotal),
    adjustments: stored.adjustments,
  };
  if (!keepsDiscount(before, money)) await checkDiscount(trx, businessId, user.role, money);
  const kept = storedPayments(stored);
  const keepsPayments =
    !input.payments &&
    row.payment_method_id === main.id &&
    kept.reduce((sum, payment) => sum + payment.amount, 0) === money.total;
  const payments = keepsPayments
    ? kept
    : await settlePayments(trx, businessId, input.payments, main, money.total);
  const storedAdjustments = stored.adjustments.map((a) => [
    a.kind,
    a.mode,
    Number(a.value),
    a.reason,
    Number(a.amount),
  ]);
  const newAdjustments = money.adjustments.map((a) => [a.kind, a.mode, a.value, a.reason, a.amount]);
  const changed =
    money.total !== Number(row.total) ||
    money.subtotal !== before.subtotal ||
    money.tip !== Number(row.tip) ||
    !sameList(storedAdjustments, newAdjustments) ||
    !sameList(kept, payments);
  return { money, payments, changed };
};
