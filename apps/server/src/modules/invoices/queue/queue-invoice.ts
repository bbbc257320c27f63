import { formatMoney, uuidv7 } from "@comanda/domain";
import { creditNoteFor, invoiceAmounts, voucherTypeLabels } from "@comanda/domain/fiscal";
import {
  type ReceptorCondition,
  type receptorInput,
  voucherFor,
  voucherNumberText,
} from "@comanda/domain/invoices";
import type { z } from "zod";
import type { Db } from "../../../db/database.ts";
import type { Dialect } from "../../../db/migrations/types.ts";
import { isUniqueViolation } from "../../../db/unique-violation.ts";
import { AppError } from "../../../errors.ts";
import { type IssuerSettings, issuerSettings } from "../../fiscal/index.ts";
import { orderForInvoice } from "./order-amounts.ts";
import {
  type InvoiceRow,
  insertCreditNote,
  insertInvoice,
  liveInvoiceOf,
  lockOrderForInvoice,
  orderStatusOf,
  voidUnsent,
} from "./queries.ts";

export type Receptor = z.output<typeof receptorInput>;

const consumer: Receptor = { type: "consumidor-final" };

/** The voucher's buyer columns for what the cashier said. */
const receptorColumns = (receptor: Receptor) => {
  if (receptor.type === "cuit")
    return {
      document_type: "cuit" as const,
      document_number: receptor.number,
      receptor_name: receptor.name,
      receptor_condition: receptor.iva_condition as ReceptorCondition,
    };
  if (receptor.type === "dni")
    return {
      document_type: "dni" as const,
      document_number: receptor.number,
      receptor_name: receptor.name ?? null,
      receptor_condition: "consumidor-final" as const,
    };
  return {
    document_type: "consumidor-final" as const,
    document_number: "0",
    receptor_name: null,
    receptor_condition: "consumidor-final" as const,
  };
};

const alreadyInvoiced = (row: InvoiceRow) =>
  new AppError(
    "aborted",
    row.number === null
      ? `Este pedido ya tiene su ${voucherTypeLabels[row.voucher_type]}, pendiente de CAE.`
      : `Este pedido ya tiene su ${voucherTypeLabels[row.voucher_type]} ${voucherNumberText(Number(row.point_of_sale), Number(row.number))}.`,
  );

/**
 * Queues the invoice of an order, inside the caller's transaction. `auto`: queued as the order completed,
 * where nobody is asked for the buyer's document: a sale at or above the threshold then waits for it
 * ('waiting-document'); asked by the cashier, the same sale is refused until the document is given.
 */
export const queueOrderInvoice = async (
  db: Db,
  input: {
    businessId: string;
    orderId: string;
    settings: IssuerSettings;
    receptor?: Receptor;
    auto?: boolean;
    /** locks the order first on PostgreSQL; none where the caller's transaction already holds it */
    dialect?: Dialect;
    now: number;
  },
): Promise<InvoiceRow> => {
  const { businessId, orderId, settings, now } = input;
  const receptor = input.receptor ?? consumer;
  // An edit of the order waits for this invoice, or this invoice for the edit (decision 067): the amounts
  // read below are the order's as it stands, and the edit then finds the invoice and is refused.
  if (input.dialect) await lockOrderForInvoice(db, input.dialect, businessId, orderId);
  const order = await orderStatusOf(db, businessId, orderId);
  if (!order) throw new AppError("not-found", "No encontramos ese pedido.");
  if (order.status === "cancelled") throw new AppError("aborted", "El pedido está cancelado: no se factura.");
  const existing = await liveInvoiceOf(db, businessId, orderId);
  if (existing) throw alreadyInvoiced(existing);
  const buyer = receptorColumns(receptor);
  const voucherType = voucherFor(settings.ivaCondition, buyer.receptor_condition);
  const amounts = invoiceAmounts(await orderForInvoice(db, businessId, orderId), voucherType);
  let status: InvoiceRow["status"] = "pending";
  if (buyer.document_type === "consumidor-final" && amounts.total >= settings.identificationThreshold) {
    if (!input.auto) {
      const message = `Para ventas desde ${formatMoney(settings.identificationThreshold)} ARCA pide identificar al cliente: ingresá su DNI o CUIT.`;
      throw new AppError("invalid-argument", message, { receptor: message });
    }
    status = "waiting-document";
  }
  const row = {
    id: uuidv7(now),
    business_id: businessId,
    order_id: orderId,
    kind: "invoice" as const,
    voucher_type: voucherType,
    environment: settings.environment,
    point_of_sale: settings.pointOfSale,
    number: null,
    voucher_date: null,
    ...buyer,
    total: amounts.total,
    net: amounts.net,
    vat: JSON.stringify(amounts.vat),
    status,
    cae: null,
    cae_due_date: null,
    next_attempt_at: now,
    lease_until: null,
    claim: null,
    last_error: null,
    related_invoice_id: null,
    created_at: now,
    updated_at: now,
    authorized_at: null,
  };
  try {
    return await insertInvoice(db, row);
  } catch (error) {
    // Two 'Facturar' at once: the partial unique index lets one through.
    if (isUniqueViolation(error, { name: "invoice_order_unique", table: "invoice", column: "order_id" })) {
      const winner = await liveInvoiceOf(db, businessId, orderId);
      if (winner) throw alreadyInvoiced(winner);
    }
    throw error;
  }
};

/**
 * A completed order is invoiced by itself when the business asked for it (a setting) and can invoice;
 * nothing happens otherwise. In the completing transaction: the invoice is queued only if the order is.
 */
export const queueOnComplete = async (db: Db, businessId: string, orderId: string, now: number) => {
  const settings = await issuerSettings(db, businessId);
  if (!settings?.autoInvoice || !settings.hasCertificate) return null;
  const existing = await liveInvoiceOf(db, businessId, orderId);
  if (existing) return null;
  return queueOrderInvoice(db, { businessId, orderId, settings, auto: true, now });
};

/**
 * Cancelling an order undoes its invoice: one that never went out is void; one that has a number (sent, or
 * authorized) is credited by the matching Nota de crédito, which the worker sends once the invoice has its
 * CAE. In the cancelling transaction. True when an invoice was voided or credited.
 */
export const creditOnCancel = async (db: Db, businessId: string, orderId: string, now: number) => {
  const invoice = await liveInvoiceOf(db, businessId, orderId);
  if (!invoice) return false;
  if (invoice.status === "waiting-document" || invoice.status === "pending") {
    await voidUnsent(db, invoice.id, now);
    return true;
  }
  await insertCreditNote(db, {
    ...invoice,
    id: uuidv7(now),
    kind: "credit-note",
    voucher_type: creditNoteFor(invoice.voucher_type),
    number: null,
    voucher_date: null,
    status: "pending",
    cae: null,
    cae_due_date: null,
    observations: "[]",
    attempts: 0,
    next_attempt_at: now,
    lease_until: null,
    claim: null,
    last_error: null,
    related_invoice_id: invoice.id,
    created_at: now,
    updated_at: now,
    authorized_at: null,
  });
  return true;
};
