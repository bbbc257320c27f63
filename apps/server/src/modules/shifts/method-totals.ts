import type { Db } from "../../db/database.ts";
import { addToMethodTotalRow, paymentMethodIsCash } from "./register/queries.ts";

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
  const method = await paymentMethodIsCash(trx, order.businessId, order.paymentMethodId);
  await addToMethodTotalRow(trx, {
    shift_id: order.shiftId,
    payment_method_id: order.paymentMethodId,
    business_id: order.businessId,
    name: order.paymentMethodName,
    is_cash: Number(method?.is_cash ?? 0),
    total: order.total,
  });
};
