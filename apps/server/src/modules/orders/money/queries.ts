import type { OrderMoney } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import type { OrderMoneyRows } from "../read/order-rows.ts";

/** What an order's money reads and writes (decision 026), in the caller's transaction. */

/** One part of the payment as stored. */
export type PaymentDraft = {
  paymentMethodId: string;
  name: string;
  isCash: boolean;
  amount: number;
  tendered: number | null;
};

/** Who may discount, and how much: the business's setting. */
export const readDiscountRule = (trx: Db, businessId: string) =>
  trx
    .selectFrom("business")
    .select(["discount_policy", "cashier_max_discount"])
    .where("id", "=", businessId)
    .executeTakeFirstOrThrow();

/** The business's payment methods among `ids`. */
export const findPaymentMethods = (trx: Db, businessId: string, ids: readonly string[]) =>
  trx
    .selectFrom("payment_method")
    .select(["id", "name", "status", "is_cash"])
    .where("business_id", "=", businessId)
    .where("id", "in", ids)
    .execute();

/** Whether a payment method of the business is cash (1), when it still exists. */
export const findMethodIsCash = (trx: Db, businessId: string, id: string) =>
  trx
    .selectFrom("payment_method")
    .select("is_cash")
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();

/** The order's stored payment parts, in their positions. */
export const readPayments = (trx: Db, businessId: string, id: string) =>
  trx
    .selectFrom("order_payment")
    .select(["payment_method_id", "name", "is_cash", "amount", "tendered"])
    .where("business_id", "=", businessId)
    .where("order_id", "=", id)
    .orderBy("position")
    .execute();

/** The order's stored payments and adjustments, in their positions. */
export const readMoneyRows = async (trx: Db, businessId: string, id: string): Promise<OrderMoneyRows> => {
  const [payments, adjustments] = await Promise.all([
    readPayments(trx, businessId, id),
    trx
      .selectFrom("order_adjustment")
      .select(["kind", "mode", "value", "reason", "amount"])
      .where("business_id", "=", businessId)
      .where("order_id", "=", id)
      .orderBy("position")
      .execute(),
  ]);
  return { payments, adjustments };
};

/**
 * Writes the order's payment rows, replacing those it had (the completion or an edit); a create, which
 * has none yet, passes `replace: false` and saves the statement.
 */
export const writePayments = async (
  trx: Db,
  businessId: string,
  orderId: string,
  drafts: readonly PaymentDraft[],
  options: { replace: boolean } = { replace: true },
) => {
  if (options.replace)
    await trx
      .deleteFrom("order_payment")
      .where("business_id", "=", businessId)
      .where("order_id", "=", orderId)
      .execute();
  await trx
    .insertInto("order_payment")
    .values(
      drafts.map((draft, position) => ({
        order_id: orderId,
        position,
        business_id: businessId,
        payment_method_id: draft.paymentMethodId,
        name: draft.name,
        is_cash: draft.isCash ? 1 : 0,
        amount: draft.amount,
        tendered: draft.tendered,
      })),
    )
    .execute();
};

/** Writes the order's adjustment rows like `writePayments`; none to write costs no statement on a create. */
export const writeAdjustments = async (
  trx: Db,
  businessId: string,
  orderId: string,
  money: OrderMoney,
  options: { replace: boolean } = { replace: true },
) => {
  if (options.replace)
    await trx
      .deleteFrom("order_adjustment")
      .where("business_id", "=", businessId)
      .where("order_id", "=", orderId)
      .execute();
  if (!money.adjustments.length) return;
  await trx
    .insertInto("order_adjustment")
    .values(
      money.adjustments.map((adjustment, position) => ({
        order_id: orderId,
        position,
        business_id: businessId,
        kind: adjustment.kind,
        mode: adjustment.mode,
        value: adjustment.value,
        reason: adjustment.reason,
        amount: adjustment.amount,
      })),
    )
    .execute();
};
