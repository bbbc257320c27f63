import { formatCuit, voucherTypeLabels } from "@comanda/domain/fiscal";
import {
  type Invoice,
  type InvoiceReceptor,
  type InvoiceStatus,
  invoiceStatusLabels,
  receptorConditionLabels,
  voucherNumberText,
} from "@comanda/domain/invoices";

/** "Factura B 0004-00000012", as the voucher is named on paper. */
export const voucherText = (invoice: Pick<Invoice, "voucherType" | "pointOfSale" | "number">): string =>
  `${voucherTypeLabels[invoice.voucherType]} ${voucherNumberText(invoice.pointOfSale, invoice.number)}`;

/** The voucher once it has its CAE, otherwise where it is on its way ("Pendiente de CAE"). */
export const invoiceChipText = (invoice: Invoice): string =>
  invoice.status === "authorized" ? voucherText(invoice) : invoiceStatusLabels[invoice.status];

type ChipColor = "default" | "info" | "warning" | "success" | "error";

/** Waiting on ARCA is a warning; waiting on the cashier (the buyer's document) asks for a tap. */
export const invoiceStatusColors: Record<InvoiceStatus, ChipColor> = {
  "waiting-document": "info",
  pending: "warning",
  sending: "warning",
  authorized: "success",
  rejected: "error",
  void: "default",
};

/** The buyer as a list shows it: "Consumidor final", "Ana Pérez · DNI 30123456", "Bar SA · CUIT 30-…". */
export const receptorText = (receptor: InvoiceReceptor): string => {
  if (receptor.documentType === "consumidor-final")
    return receptor.name ?? receptorConditionLabels[receptor.condition];
  const document =
    receptor.documentType === "cuit"
      ? `CUIT ${formatCuit(receptor.documentNumber)}`
      : `DNI ${receptor.documentNumber}`;
  return receptor.name ? `${receptor.name} · ${document}` : document;
};

/**
 * What an order's vouchers (newest first, as the API lists them) say about invoicing it. As the server
 * decides: an invoice stands unless ARCA refused it or it was voided, and only then may the order be invoiced
 * again; the last refused one is still shown, to be sent again from 'Facturas'.
 */
export const orderInvoiceOf = (invoices: readonly Invoice[]) => {
  const own = invoices.filter((invoice) => invoice.kind === "invoice");
  const live = own.find((invoice) => invoice.status !== "rejected" && invoice.status !== "void") ?? null;
  const rejected = live ? null : (own.find((invoice) => invoice.status === "rejected") ?? null);
  return { live, rejected };
};

export const pendingText = "ARCA no respondió. La factura queda pendiente de CAE y se reintenta sola.";
export const rejectedFallbackText = "ARCA rechazó la factura.";
export const waitingDocumentText =
  "La factura espera el DNI o el CUIT del cliente: completalo desde Facturas para enviarla.";
