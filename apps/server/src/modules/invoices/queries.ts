import { centavosToPesos } from "@comanda/domain";
import type { VatPart } from "@comanda/domain/fiscal";
import { type Invoice, isoDate } from "@comanda/domain/invoices";
import { type Selectable, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { InvoiceTable } from "../../db/schema-fiscal.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";

export type InvoiceRow = Selectable<InvoiceTable>;

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
