import { centavosToPesos } from "@comanda/domain";
import type { VatPart } from "@comanda/domain/fiscal";
import { type Invoice, isoDate } from "@comanda/domain/invoices";
import type { InvoiceRow } from "../queue/queries.ts";

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
