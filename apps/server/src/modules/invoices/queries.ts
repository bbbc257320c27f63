import { centavosToPesos } from "@comanda/domain";
import type { VatPart } from "@comanda/domain/fiscal";
import { type Invoice, isoDate } from "@comanda/domain/invoices";
import { type Insertable, type Selectable, sql, type Updateable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { InvoiceTable } from "../../db/schema-fiscal.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";

export type InvoiceRow = Selectable<InvoiceTable>;
export type InvoiceUpdate = Updateable<InvoiceTable>;

const optionalNumber = (value: number | null) => (value === null ? null : Number(value));

/** A row as the API answers it (pesos); `orderTurn` comes from the order (the voucher does not keep it). */
export const toInvoice = (row: InvoiceRow, orderTurn: string): Invoice => ({
  id: row.id,
  orderId: row.order_id,
  orderTurn,
  kind: row.kind,
  voucherType: row.voucher_type,
  environment: row.environment,
  pointOfSale: Number(row.point_of_sale),
  number: optionalNumber(row.number),
  date: row.voucher_date === null ? null : isoDate(row.voucher_date),
  receptor: {
    documentType: row.document_type,
    documentNumber: row.document_number,
    name: row.receptor_name,
    condition: row.receptor_condition,
  },
  total: centavosToPesos(Number(row.total)),
  net: centavosToPesos(Number(row.net)),
  vat: (JSON.parse(row.vat) as VatPart[]).map((part) => ({
    rate: part.rate,
    base: centavosToPesos(part.base),
    amount: centavosToPesos(part.amount),
  })),
  status: row.status,
  cae: row.cae,
  caeDueDate: row.cae_due_date === null ? null : isoDate(row.cae_due_date),
  observations: JSON.parse(row.observations) as string[],
  attempts: Number(row.attempts),
  nextAttemptAt:
    row.status === "pending" || row.status === "sending"
      ? optionalNumber(row.lease_until ?? row.next_attempt_at)
      : null,
  lastError: row.last_error,
  relatedInvoiceId: row.related_invoice_id,
  createdAt: Number(row.created_at),
  authorizedAt: optionalNumber(row.authorized_at),
});

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
