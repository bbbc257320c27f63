import { createRequire } from "node:module";
import type { InvoiceDocument } from "@comanda/domain/invoices";
import { printedInvoice } from "@comanda/domain/printed-invoice";
import type PDFKit from "pdfkit";
import { drawFooter, drawLines, drawTotals } from "./invoice-pdf-body.ts";
import { drawHeader, drawReceptor } from "./invoice-pdf-header.ts";
import { MARGIN } from "./invoice-pdf-layout.ts";

// Loaded with the first PDF asked for: pdfkit and its fonts hold some 20 MB of memory a server that is never
// asked for one should not (decision 036).
const require = createRequire(import.meta.url);
let loaded: typeof PDFKit | undefined;
const pdfKit = () => {
  loaded ??= require("pdfkit") as typeof PDFKit;
  return loaded;
};

export type InvoicePdfOptions = {
  /** Deflate the page contents (default); off, the text stays readable in the file. */
  compress?: boolean;
};

/**
 * The invoice or credit note on an A4 page, as an Argentine electronic voucher prints (RG 1415, RG 4892's QR,
 * RG 5614's consumer IVA). pdfkit's standard Helvetica writes WinAnsi, which has every Spanish letter. The
 * same document gives the same bytes: the file's dates are the voucher's own.
 */
export const renderInvoicePdf = (
  document: InvoiceDocument,
  options: InvoicePdfOptions = {},
): Promise<Buffer> => {
  const printed = printedInvoice(document);
  const { invoice } = document;
  const PDFDocument = pdfKit();
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    compress: options.compress ?? true,
    displayTitle: true,
    info: {
      Title: printed.title,
      Author: document.issuer.legalName,
      Subject: `${printed.title} de ${document.issuer.businessName}`,
      Creator: "Comanda",
      Producer: "Comanda",
      CreationDate: new Date(invoice.authorizedAt ?? invoice.createdAt),
    },
  });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
    try {
      let y = drawHeader(pdf, printed, MARGIN);
      y = drawReceptor(pdf, printed, y + 6);
      y = drawLines(pdf, printed, y + 10);
      drawTotals(pdf, printed, y);
      drawFooter(pdf, printed);
      pdf.end();
    } catch (error) {
      reject(error);
    }
  });
};
