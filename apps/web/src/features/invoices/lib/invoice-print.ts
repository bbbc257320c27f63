import { apiBasePath } from "@/lib/api-client";
import { printInFrame } from "@/lib/print-frame";

/** The invoice's print pages (features/invoices/print): the 80 mm ticket and the A4 sheet. */
export type InvoiceFormat = "80" | "a4";

/** The voucher's own page; `auto` makes it print at once and show nothing but the voucher. */
export const invoicePrintPath = (invoiceId: string, format: InvoiceFormat, auto = false) =>
  `/print/invoices/${encodeURIComponent(invoiceId)}/${format}${auto ? "?auto=1" : ""}`;

/** The A4 PDF the server makes; a plain download, the session cookie goes with it. */
export const invoicePdfUrl = (invoiceId: string) =>
  `${apiBasePath}/invoices/${encodeURIComponent(invoiceId)}/pdf`;

/** Prints the voucher without leaving the screen, as tickets and the Z report do (lib/print-frame.ts). */
export const printInvoice = (invoiceId: string, format: InvoiceFormat) =>
  printInFrame(invoicePrintPath(invoiceId, format, true), "Factura", `invoice-${format}`);
