import type { Db } from "../../../db/database.ts";
import type { Dialect } from "../../../db/migrations/types.ts";
import { AppError } from "../../../errors.ts";
import type { IssuerSettings } from "../../fiscal/index.ts";
import { bringForward, type InvoiceRow, invoiceOf, requeueRejected, voidInvoice } from "./queries.ts";
import { queueOrderInvoice, type Receptor } from "./queue-invoice.ts";

/** The buyer a voucher was made for, as the cashier would say it again. */
const receptorOf = (row: InvoiceRow): Receptor => {
  if (row.document_type === "cuit")
    return {
      type: "cuit",
      number: row.document_number,
      name: row.receptor_name ?? "",
      iva_condition: row.receptor_condition,
    };
  if (row.document_type === "dni")
    return {
      type: "dni",
      number: row.document_number,
      ...(row.receptor_name ? { name: row.receptor_name } : {}),
    };
  return { type: "consumidor-final" };
};

/**
 * 'Reintentar' and 'Completar datos' (decision 055): a queued voucher is sent now; one that waits for
 * ARCA's answer is asked about now (never sent blind: the worker reconciles it first); a refused invoice,
 * or one waiting for the buyer's document, is made again for the buyer given (or the same one); a refused
 * credit note is queued again. In a transaction; the worker is woken after the commit.
 */
export const retryInvoice = async (
  db: Db,
  input: {
    businessId: string;
    id: string;
    settings: IssuerSettings;
    receptor?: Receptor;
    dialect: Dialect;
    now: number;
  },
): Promise<InvoiceRow | undefined> => {
  const { businessId, id, now } = input;
  const row = await invoiceOf(db, businessId, id);
  if (!row) return undefined;
  if (row.status === "authorized") throw new AppError("aborted", "Este comprobante ya tiene su CAE.");
  if (row.status === "void") throw new AppError("aborted", "Este comprobante está anulado.");
  if (row.status === "pending" || row.status === "sending") {
    if (input.receptor)
      throw new AppError(
        "aborted",
        "Este comprobante ya está en camino a ARCA con su cliente: no se puede cambiar.",
      );
    await bringForward(db, id, row.status, now);
    return row;
  }
  if (row.kind === "credit-note") {
    // Refused: queued again, as it was (the invoice it credits does not change).
    return requeueRejected(db, id, now);
  }
  if (row.status === "waiting-document") await voidInvoice(db, id, now);
  return queueOrderInvoice(db, {
    businessId,
    orderId: row.order_id,
    settings: input.settings,
    receptor: input.receptor ?? receptorOf(row),
    dialect: input.dialect,
    now,
  });
};
