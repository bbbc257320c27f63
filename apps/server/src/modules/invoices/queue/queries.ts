import { type Insertable, type Selectable, sql, type Updateable } from "kysely";
import type { Db } from "../../../db/database.ts";
import type { Dialect } from "../../../db/migrations/types.ts";
import type { InvoiceTable } from "../../../db/schema-fiscal.ts";
import type { OrderLineTable } from "../../../db/schema-shifts-orders.ts";
import { isUniqueViolation } from "../../../db/unique-violation.ts";

export type InvoiceRow = Selectable<InvoiceTable>;
export type InvoiceUpdate = Updateable<InvoiceTable>;

/** Vouchers due now: queued ones whose series is free, and numbered ones whose lease ran out. */
export const dueInvoices = (db: Db, now: number, limit: number): Promise<InvoiceRow[]> =>
  db
    .selectFrom("invoice as i")
    .selectAll("i")
    .where(({ or, and, eb, not, exists, selectFrom }) =>
      and([
        or([
          and([
            eb("i.status", "=", "pending"),
            eb("i.next_attempt_at", "<=", now),
            not(
              exists(
                selectFrom("invoice as s")
                  .select(sql.lit(1).as("one"))
                  .whereRef("s.business_id", "=", "i.business_id")
                  .whereRef("s.environment", "=", "i.environment")
                  .whereRef("s.point_of_sale", "=", "i.point_of_sale")
                  .whereRef("s.voucher_type", "=", "i.voucher_type")
                  .where("s.status", "=", "sending"),
              ),
            ),
          ]),
          and([eb("i.status", "=", "sending"), eb("i.lease_until", "<=", now)]),
        ]),
        // A credit note goes once its invoice has its CAE.
        or([
          eb("i.kind", "=", "invoice"),
          exists(
            selectFrom("invoice as r")
              .select(sql.lit(1).as("one"))
              .whereRef("r.id", "=", "i.related_invoice_id")
              .where("r.status", "=", "authorized"),
          ),
        ]),
      ]),
    )
    .orderBy("i.id")
    .limit(limit)
    .execute();

/** Takes a voucher for `leaseMs`; false when another worker (or another voucher of its series) has it. */
export const claimInvoice = async (db: Db, row: InvoiceRow, claim: string, now: number, leaseMs: number) => {
  try {
    const result = await db
      .updateTable("invoice")
      .set({ status: "sending", claim, lease_until: now + leaseMs, updated_at: now })
      .where("id", "=", row.id)
      .where(({ or, and, eb }) =>
        or([
          and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
          and([eb("status", "=", "sending"), eb("lease_until", "<=", now)]),
        ]),
      )
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  } catch (error) {
    if (isUniqueViolation(error, { name: "invoice_sending_unique", table: "invoice", column: "business_id" }))
      return false;
    throw error;
  }
};

/** An attempt's outcome, written only while the voucher's claim is still this attempt's. */
export const finishInvoiceAttempt = (db: Db, id: string, claim: string, values: InvoiceUpdate) =>
  db.updateTable("invoice").set(values).where("id", "=", id).where("claim", "=", claim).execute();

/** A refused invoice's credit notes still queued: nothing to credit any more. */
export const voidPendingCreditNotes = (db: Db, invoiceId: string, now: number) =>
  db
    .updateTable("invoice")
    .set({ status: "void", updated_at: now })
    .where("related_invoice_id", "=", invoiceId)
    .where("status", "=", "pending")
    .execute();

/** The invoice a credit note credits, as the note's request names it. */
export const creditedVoucher = (db: Db, id: string) =>
  db
    .selectFrom("invoice")
    .select(["voucher_type", "point_of_sale", "number", "voucher_date"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

/** The voucher's number as stored now (an attempt may have written it); undefined when the row is gone. */
export const numberOf = async (db: Db, id: string) =>
  (await db.selectFrom("invoice").select("number").where("id", "=", id).executeTakeFirst())?.number;

export const invoiceOf = (db: Db, businessId: string, id: string) =>
  db
    .selectFrom("invoice")
    .selectAll()
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();

/**
 * A queued voucher due now, or a numbered one's lease ended now so the worker asks ARCA about it. A
 * numbered voucher in the middle of an attempt (its claim is set) is left to that attempt.
 */
export const bringForward = (db: Db, id: string, status: "pending" | "sending", now: number) =>
  db
    .updateTable("invoice")
    .set(status === "pending" ? { next_attempt_at: now } : { lease_until: now })
    .where("id", "=", id)
    .where(({ or, and, eb }) =>
      or([eb("status", "=", "pending"), and([eb("status", "=", "sending"), eb("claim", "is", null)])]),
    )
    .execute();

/** A refused voucher queued again as it was. */
export const requeueRejected = (db: Db, id: string, now: number) =>
  db
    .updateTable("invoice")
    .set({ status: "pending", next_attempt_at: now, last_error: null, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "rejected")
    .returningAll()
    .executeTakeFirstOrThrow();

export const voidInvoice = (db: Db, id: string, now: number) =>
  db.updateTable("invoice").set({ status: "void", updated_at: now }).where("id", "=", id).execute();

/** The order's invoice that stands (neither refused nor void), if any. */
export const liveInvoiceOf = (db: Db, businessId: string, orderId: string) =>
  db
    .selectFrom("invoice")
    .selectAll()
    .where("business_id", "=", businessId)
    .where("order_id", "=", orderId)
    .where("kind", "=", "invoice")
    .where("status", "not in", ["rejected", "void"])
    .executeTakeFirst();

/** What queuing an order's invoice checks of the order first. */
export const orderStatusOf = (db: Db, businessId: string, orderId: string) =>
  db
    .selectFrom("order")
    .select(["status", "total", "tip"])
    .where("business_id", "=", businessId)
    .where("id", "=", orderId)
    .executeTakeFirst();

export const insertInvoice = (db: Db, row: Insertable<InvoiceTable>) =>
  db.insertInto("invoice").values(row).returningAll().executeTakeFirstOrThrow();

/** A credit note; a unique conflict inserts nothing. */
export const insertCreditNote = (db: Db, row: Insertable<InvoiceTable>) =>
  db
    .insertInto("invoice")
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .execute();

/** An invoice that never went out (waiting for the buyer's document, or queued) is void. */
export const voidUnsent = (db: Db, id: string, now: number) =>
  db
    .updateTable("invoice")
    .set({ status: "void", updated_at: now, last_error: null })
    .where("id", "=", id)
    .where("status", "in", ["waiting-document", "pending"])
    .execute();

export const invoiceById = (db: Db, id: string) =>
  db.selectFrom("invoice").selectAll().where("id", "=", id).executeTakeFirst();

/** Whether another voucher of the row's series is 'sending' (waiting for ARCA's answer). */
export const otherSendingInSeries = async (db: Db, row: InvoiceRow) =>
  (await db
    .selectFrom("invoice")
    .select("id")
    .where("business_id", "=", row.business_id)
    .where("environment", "=", row.environment)
    .where("point_of_sale", "=", row.point_of_sale)
    .where("voucher_type", "=", row.voucher_type)
    .where("status", "=", "sending")
    .where("id", "<>", row.id)
    .executeTakeFirst()) !== undefined;

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

/** The order's adjustments, delivery fee and tip, as an invoice reads them. */
export const orderMoneyOf = (db: Db, businessId: string, orderId: string) =>
  db
    .selectFrom("order")
    .select(["discount", "surcharge", "delivery_fee", "tip"])
    .where("business_id", "=", businessId)
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();

/**
 * An order line as an invoice reads it: what it charged and its product's current IVA rate. Its columns
 * are the stored line's (orders' `LineFields`), named from the table: importing orders' front door here
 * would make orders and invoices import each other (orders asks invoices whether an order is invoiced).
 */
export type InvoiceLineRow = Pick<
  Selectable<OrderLineTable>,
  "position" | "kind" | "parent_position" | "subtotal"
> & {
  vat_rate: number | null;
};

/** Every line of the order (combo items too) with its product's IVA rate, in order. */
export const invoiceLinesOf = async (db: Db, businessId: string, orderId: string) =>
  (await db
    .selectFrom("order_line as l")
    .leftJoin("product as p", (join) =>
      join.onRef("p.id", "=", "l.item_id").on("l.kind", "in", ["product", "combo-item"]),
    )
    .select(["l.position", "l.kind", "l.parent_position", "l.subtotal", "p.vat_rate"])
    .where("l.business_id", "=", businessId)
    .where("l.order_id", "=", orderId)
    .orderBy("l.position")
    .execute()) as InvoiceLineRow[];
