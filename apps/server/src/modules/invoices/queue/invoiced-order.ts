import type { Db } from "../../../db/database.ts";
import type { Dialect } from "../../../db/migrations/types.ts";
import { AppError } from "../../../errors.ts";
import { lockOrderForInvoice, standingInvoiceOf } from "./queries.ts";

/** Decision 067: what an edit, a round or a join of an invoiced order answers. */
export const invoicedOrderMessage =
  "Este pedido ya tiene factura: emití una nota de crédito para modificarlo";

/**
 * Why a change of the order's content or money is refused, or null: an invoiced order keeps what it
 * invoiced (the voucher, its PDF and ARCA's copy are the amounts of that moment). Inside the change's
 * transaction, after the order row is locked.
 */
export const invoicedRefusal = async (
  db: Db,
  dialect: Dialect,
  businessId: string,
  orderId: string,
): Promise<AppError | null> => {
  await lockOrderForInvoice(db, dialect, businessId, orderId);
  const invoice = await standingInvoiceOf(db, businessId, orderId);
  // `invoiced`: the edit dialog offers to close instead of reloading the order, which would not help.
  return invoice ? new AppError("aborted", invoicedOrderMessage, undefined, { invoiced: true }) : null;
};
