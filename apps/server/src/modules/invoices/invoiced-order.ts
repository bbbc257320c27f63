import type { Db } from "../../db/database.ts";
import type { Dialect } from "../../db/migrations/types.ts";
import { AppError } from "../../errors.ts";

/** Decision 067: what an edit, a round or a join of an invoiced order answers. */
export const invoicedOrderMessage =
  "Este pedido ya tiene factura: emití una nota de crédito para modificarlo";

/**
 * The order's invoice that stands: queued, waiting for the buyer's document, sent or authorized, and not
 * credited by a Nota de crédito. A refused invoice and a voided one (never sent) no longer stand.
 */
export const standingInvoiceOf = (db: Db, businessId: string, orderId: string) =>
  db
    .selectFrom("invoice as i")
    .select(["i.id", "i.total"])
    .where("i.business_id", "=", businessId)
    .where("i.order_id", "=", orderId)
    .where("i.kind", "=", "invoice")
    .where("i.status", "not in", ["rejected", "void"])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("invoice as c")
            .select("c.id")
            .whereRef("c.related_invoice_id", "=", "i.id")
            .where("c.kind", "=", "credit-note")
            .where("c.status", "<>", "void"),
        ),
      ),
    )
    .executeTakeFirst();

/**
 * Locks the order row (PostgreSQL; SQLite runs one write transaction at a time), as 'Facturar' does
 * before it reads the order, so an edit and an invoice of the same order never cross.
 */
export const lockOrderForInvoice = async (db: Db, dialect: Dialect, businessId: string, orderId: string) => {
  if (dialect !== "postgres") return;
  await db
    .selectFrom("order")
    .select("id")
    .where("business_id", "=", businessId)
    .where("id", "=", orderId)
    // Not `for update`: a round's row and an invoice's take the order's key share, which that would wait on.
    .forNoKeyUpdate()
    .execute();
};

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
