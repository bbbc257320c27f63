import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

export type CompletedOrder = {
  businessId: string;
  shiftId: string;
  paymentMethodId: string;
  paymentMethodName: string;
  /** centavos */
  total: number;
};

/**
 * Decision 020: the shift's running total of one payment method moves in the transaction that completes an
 * order, so the count at close reads a handful of rows whatever the shift's size. Whether the method is
 * cash is taken when it is first used in the shift (a deleted method is not cash).
 */
export const addToMethodTotal = async (trx: Db, order: CompletedOrder): Promise<void> => {
  const method = await trx
    .selectFrom("payment_method")
    .select("is_cash")
    .where("business_id", "=", order.businessId)
    .where("id", "=", order.paymentMethodId)
    .executeTakeFirst();
  await trx
    .insertInto("shift_method_total")
    .values({
      shift_id: order.shiftId,
      payment_method_id: order.paymentMethodId,
      business_id: order.businessId,
      name: order.paymentMethodName,
      is_cash: Number(method?.is_cash ?? 0),
      orders: 1,
      amount: order.total,
    })
    .onConflict((conflict) =>
      conflict.columns(["shift_id", "payment_method_id"]).doUpdateSet({
        orders: sql<number>`shift_method_total.orders + 1`,
        amount: sql<number>`shift_method_total.amount + ${order.total}`,
      }),
    )
    .execute();
};
