import { printedInvoice } from "@comanda/domain/printed-invoice";
import { useEffect, useRef } from "react";
import { useParams, useSearchParams } from "react-router";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { NotFoundPage } from "@/components/not-found-page";
import { apiBasePath } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";
import { a4PageRule, rollPageRule } from "@/lib/print-styles";
import { useInvoiceDocument } from "./api/get-invoice-document";
import { invoicePrintCss } from "./invoice-print-styles";
import { InvoiceSheet } from "./invoice-sheet";
import { InvoiceTicket } from "./invoice-ticket";

const formats = ["80", "a4"] as const;
type InvoiceFormat = (typeof formats)[number];
const isInvoiceFormat = (value: string | undefined): value is InvoiceFormat =>
  formats.includes(value as InvoiceFormat);

/**
 * `/print/invoices/:id/:format`: an invoice or credit note alone on its paper, the 80 mm roll ("80") or an
 * A4 sheet ("a4"), outside every layout. Like the tickets, it opens the print dialog once loaded; with
 * ?auto=1 (a hidden frame) it shows nothing but the voucher.
 */
export function InvoicePrintPage() {
  const { id = "", format } = useParams();
  if (!isInvoiceFormat(format)) return <NotFoundPage />;
  return <InvoicePrint id={id} format={format} />;
}

function InvoicePrint({ id, format }: { id: string; format: InvoiceFormat }) {
  const [searchParams] = useSearchParams();
  const auto = searchParams.get("auto") === "1";
  const invoice = useInvoiceDocument(id);
  const paper = useRef<HTMLElement>(null);
  const pageSize = useRef<HTMLStyleElement>(null);
  // Once: a refresh of the voucher (its CAE arrived) must not open the dialog again.
  const printed = useRef(false);

  const print = () => {
    if (pageSize.current) {
      pageSize.current.textContent = format === "a4" ? a4PageRule : (rollPageRule(paper.current) ?? "");
    }
    window.print();
  };
  const title = invoice.data ? printedInvoice(invoice.data).title : null;
  useEffect(() => {
    if (title === null || printed.current) return;
    printed.current = true;
    // The title names the PDF when the dialog saves to a file.
    document.title = title;
    print();
  });

  if (invoice.isPending) return <FullScreenSpinner />;
  return (
    <main className="invoice-screen">
      <style>{invoicePrintCss}</style>
      <style ref={pageSize} />
      {invoice.isError ? (
        <div className="invoice-failure" role="alert">
          <p>No pudimos cargar la factura.</p>
          <p>{failureText(invoice.error)}</p>
        </div>
      ) : (
        <>
          {!auto && (
            <nav className="invoice-toolbar" aria-label="Acciones de la factura">
              <button type="button" onClick={print}>
                Imprimir
              </button>
              <a href={`${apiBasePath}/invoices/${encodeURIComponent(id)}/pdf`} download>
                Descargar PDF
              </a>
            </nav>
          )}
          <article
            ref={paper}
            className={`invoice-paper ${format === "a4" ? "invoice-sheet" : "invoice-roll"}`}
            aria-label={title ?? undefined}
          >
            {format === "a4" ? (
              <InvoiceSheet document={invoice.data} />
            ) : (
              <InvoiceTicket document={invoice.data} />
            )}
          </article>
        </>
      )}
    </main>
  );
}

// Another business's invoice is "not found" too (docs/product.md#data), and so is a malformed id.
const failureText = (error: unknown) =>
  isApiError(error) && ["not-found", "invalid-argument"].includes(error.code)
    ? "No encontramos esa factura."
    : error instanceof Error
      ? error.message
      : "Intentá de nuevo.";
