import {
  type Adjustment,
  type AdjustmentValues,
  type DiscountPolicy,
  discountRefusal,
  type OrderMoney,
  orderMoney,
  type PaymentValues,
  paymentsMismatch,
  type Role,
} from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import { AppError } from "../../../errors.ts";
import { findPaymentMethods, type PaymentDraft, readDiscountRule } from "./queries.ts";

/**
 * Decision 026: an order's discounts, surcharges, tip and payments, as the create writes them
 * and as an edit or the completion rewrites them. Money in centavos. Every function takes the caller's
 * transaction.
 */

export type { PaymentDraft } from "./queries.ts";

/** The order's main method: with no parts given, it is paid in full by it. */
export type MainMethod = { id: string; name: string; isCash: boolean };

const invalid = (field: string, message: string) =>
  new AppError("invalid-argument", message, { [field]: message });

/** The money of lines priced by the server (centavos) with the adjustments and tip asked for; 400 when impossible. */
export const priceMoney = (
  lines: readonly { subtotal: number }[],
  adjustments: readonly AdjustmentValues[] | undefined,
  tip: number | undefined,
  deliveryFee?: number,
): OrderMoney => {
  // The tip at most the subtotal and the total at most MAX_ORDER_CENTAVOS (decision 068).
  const result = orderMoney(lines, (adjustments ?? []) as Adjustment[], tip ?? 0, deliveryFee ?? 0);
  if (!result.ok) throw invalid(result.field, result.message);
  return result.money;
};

/**
 * Decision 026: who may discount is the business's setting (ADMIN always; CASHIER unless only the
 * administrator may, up to its maximum percentage). Read only when the order carries a discount.
 */
export const checkDiscount = async (trx: Db, businessId: string, role: Role, money: OrderMoney) => {
  if (money.discount === 0 || role === "ADMIN") return;
  const business = await readDiscountRule(trx, businessId);
  const rule = {
    policy: business.discount_policy as DiscountPolicy,
    cashierMaxPercent: Number(business.cashier_max_discount),
  };
  const refusal = discountRefusal(role, rule, money.discount, money.subtotal);
  if (refusal) throw new AppError("permission-denied", refusal, { adjustments: refusal });
};

/**
 * The payment's parts: the ones given (each method of the business and enabled, 'Paga con' only for cash,
 * adding up to `total` exactly), or the whole total by the main method.
 */
export const settlePayments = async (
  trx: Db,
  businessId: string,
  given: readonly PaymentValues[] | undefined,
  main: MainMethod,
  total: number,
): Promise<PaymentDraft[]> => {
  if (!given)
    return [
      { paymentMethodId: main.id, name: main.name, isCash: main.isCash, amount: total, tendered: null },
    ];
  const methods = await findPaymentMethods(
    trx,
    businessId,
    given.map((payment) => payment.payment_method_id),
  );
  const byId = new Map(methods.map((method) => [method.id, method]));
  const drafts = given.map((payment, index): PaymentDraft => {
    const method = byId.get(payment.payment_method_id);
    const field = `payments.${index}.payment_method_id`;
    if (!method)
      throw new AppError("aborted", "Uno de los medios de pago ya no existe.", {
        [field]: "Uno de los medios de pago ya no existe.",
      });
    if (method.status !== "enabled") {
      const message = `El medio de pago ${method.name} está deshabilitado.`;
      throw new AppError("aborted", message, { [field]: message });
    }
    const isCash = Number(method.is_cash) === 1;
    if (payment.tendered !== null && !isCash)
      throw invalid(`payments.${index}.tendered`, "'Paga con' es solo para pagos en efectivo.");
    return {
      paymentMethodId: method.id,
      name: method.name,
      isCash,
      amount: payment.amount,
      tendered: payment.tendered,
    };
  });
  const mismatch = paymentsMismatch(total, drafts);
  if (mismatch) throw invalid("payments", mismatch);
  return drafts;
};

/** The order row's money columns. */
export const moneyColumnsOf = (money: OrderMoney) => ({
  subtotal: money.subtotal,
  discount: money.discount,
  surcharge: money.surcharge,
  tip: money.tip,
  delivery_fee: money.deliveryFee,
  total: money.total,
});
