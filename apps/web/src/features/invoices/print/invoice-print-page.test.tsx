import { formatPesos } from "@comanda/domain";
import type { InvoiceDocument } from "@comanda/domain/invoices";
import { render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { deferredReply, type FakeRoutes, fakeApi, ok } from "@/testing/fake-api";
import { TestProviders } from "@/testing/providers";
import { facturaA, facturaB, pendingCreditNote, qrUrl } from "../testing/invoice-document-fixtures";
import { InvoicePrintPage } from "./invoice-print-page";

const id = facturaB.invoice.id;

let print: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // The browser's print dialog is the edge: the page asks for it once, when the voucher is on it.
  print = vi.fn();
  vi.stubGlobal("print", print);
});
afterEach(() => vi.unstubAllGlobals());

/** The page under its route (router.tsx adds it), with the app's providers, against a fake API. */
const open = (path: string, routes: FakeRoutes) => {
  fakeApi(routes);
  render(
    <TestProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="print/invoices/:id/:format" element={<InvoicePrintPage />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
};

const openInvoice = async (document: InvoiceDocument, format: "80" | "a4", search = "") => {
  open(`/print/invoices/${id}/${format}${search}`, { [`GET /invoices/${id}`]: ok(document) });
  return within(await screen.findByRole("article"));
};

type Paper = Awaited<ReturnType<typeof openInvoice>>;
const rowsOf = (paper: Paper, list: string) =>
  within(paper.getByRole("list", { name: list }))
    .getAllByRole("listitem")
    .map((row) => row.textContent);
const totalOf = (paper: Paper) => paper.getByText("TOTAL").parentElement?.textContent;

describe.each(["80", "a4"] as const)("the invoice printed on %s", { timeout: 20_000 }, (format) => {
  it("a Factura B to a consumer: its issuer, number, consumer, IVA contained, CAE and QR, the tip outside", async () => {
    const paper = await openInvoice(facturaB, format);
    expect(screen.getByRole("article", { name: "Factura B 0004-00000012" })).toBeInTheDocument();
    expect(paper.getByText("La Esquina")).toBeInTheDocument();
    expect(paper.getByText(/Ñandú Gastronomía S\.R\.L\./)).toBeInTheDocument();
    expect(paper.getByText(/20-11111111-2/)).toBeInTheDocument();
    expect(paper.getByText("B")).toBeInTheDocument();
    expect(paper.getByText("COD. 006")).toBeInTheDocument();
    expect(paper.getByRole("heading", { level: 1, name: "FACTURA" })).toBeInTheDocument();
    expect(paper.getByText(/Comp\. Nro: 00000012/)).toBeInTheDocument();
    expect(paper.getByText(/26\/11\/2026/)).toBeInTheDocument();
    expect(paper.getByText("A CONSUMIDOR FINAL")).toBeInTheDocument();
    expect(paper.getByText("Milanesa napolitana")).toBeInTheDocument();
    // textContent, not toHaveTextContent: the currency's no-break space must stay as formatPesos writes it.
    expect(rowsOf(paper, "Subtotales")).toEqual([
      `Subtotal${formatPesos(13100.5)}`,
      `Bonificación${formatPesos(-1500)}`,
      `Envío${formatPesos(500)}`,
    ]);
    expect(totalOf(paper)).toBe(`TOTAL${formatPesos(12100.5)}`);
    expect(paper.getByText("Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)")).toBeInTheDocument();
    expect(rowsOf(paper, "IVA contenido")).toEqual([`IVA contenido${formatPesos(2100.09)}`]);
    expect(rowsOf(paper, "Pagos")).toEqual([
      `Efectivo${formatPesos(6100.5)}`,
      `Mercado Pago${formatPesos(7200)}`,
    ]);
    const tip = paper.getByText(/^Propina \(no incluida en la factura\):/);
    expect(tip.textContent).toBe(`Propina (no incluida en la factura): ${formatPesos(1200)}`);
    expect(paper.getByRole("list", { name: "Subtotales" })).not.toContainElement(tip);
    expect(paper.getByText("CAE N°: 76123456789012")).toBeInTheDocument();
    expect(paper.getByText("Vto. CAE: 06/12/2026")).toBeInTheDocument();
    expect(paper.getByRole("img", { name: "Código QR de ARCA" })).toHaveAttribute("data-qr-text", qrUrl);
    expect(paper.queryByText(/PENDIENTE DE CAE|HOMOLOGACIÓN/)).not.toBeInTheDocument();
  });

  it("a Factura A: the buyer's CUIT and condition, the net and the IVA of each rate", async () => {
    const paper = await openInvoice(facturaA, format);
    expect(paper.getByText("COD. 001")).toBeInTheDocument();
    expect(paper.getByText("Proveedores del Sur S.A.")).toBeInTheDocument();
    expect(paper.getByText("CUIT 30-71234567-1")).toBeInTheDocument();
    expect(paper.getByText("Condición frente al IVA: IVA Responsable Inscripto")).toBeInTheDocument();
    expect(rowsOf(paper, "Subtotales")).toEqual([
      `Subtotal${formatPesos(13100.5)}`,
      `Bonificación${formatPesos(-1500)}`,
      `Envío${formatPesos(500)}`,
      `Subtotal neto gravado${formatPesos(10500)}`,
      `IVA 10,5 %${formatPesos(210)}`,
      `IVA 21 %${formatPesos(1390.5)}`,
    ]);
    expect(totalOf(paper)).toBe(`TOTAL${formatPesos(12100.5)}`);
    expect(paper.queryByText("A CONSUMIDOR FINAL")).not.toBeInTheDocument();
    expect(paper.queryByText(/Transparencia Fiscal|IVA contenido|Propina/)).not.toBeInTheDocument();
  });

  it("a credit note without its CAE yet: not valid, no QR, its invoice named, the test environment said", async () => {
    const paper = await openInvoice(pendingCreditNote, format);
    expect(paper.getByText("PENDIENTE DE CAE — NO VÁLIDO COMO FACTURA")).toBeInTheDocument();
    expect(paper.getByText("HOMOLOGACIÓN — SIN VALIDEZ FISCAL")).toBeInTheDocument();
    expect(paper.getByRole("heading", { level: 1, name: "NOTA DE CRÉDITO" })).toBeInTheDocument();
    expect(paper.getByText("COD. 008")).toBeInTheDocument();
    expect(paper.getByText("Comprobante asociado: Factura B 0004-00000012")).toBeInTheDocument();
    expect(paper.queryByRole("img", { name: "Código QR de ARCA" })).not.toBeInTheDocument();
    expect(paper.queryByText(/CAE N°|Vto\. CAE/)).not.toBeInTheDocument();
  });

  it("a rejected invoice says so instead of the CAE", async () => {
    const rejected = { ...facturaB, invoice: { ...facturaB.invoice, status: "rejected" as const } };
    const paper = await openInvoice(rejected, format);
    expect(paper.getByText("RECHAZADA — NO VÁLIDO COMO FACTURA")).toBeInTheDocument();
    expect(paper.queryByRole("img", { name: "Código QR de ARCA" })).not.toBeInTheDocument();
  });
});

describe("the invoice's print page", { timeout: 20_000 }, () => {
  it("opens the print dialog once, titled after the voucher, and offers the PDF", async () => {
    await openInvoice(facturaB, "a4");
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.title).toBe("Factura B 0004-00000012");
    expect(screen.getByRole("button", { name: "Imprimir" })).toBeEnabled();
    const pdf = screen.getByRole("link", { name: "Descargar PDF" });
    expect(pdf).toHaveAttribute("href", `/api/v1/invoices/${id}/pdf`);
    expect(pdf).toHaveAttribute("download");
  });

  it("in the hidden frame (?auto=1) shows the voucher alone", async () => {
    await openInvoice(facturaB, "80", "?auto=1");
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("shows a spinner while the voucher loads, and prints nothing before it is there", async () => {
    const reply = deferredReply();
    open(`/print/invoices/${id}/80`, { [`GET /invoices/${id}`]: reply.handler });
    expect(await screen.findByRole("progressbar", { name: "Cargando" })).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
    reply.release(ok(facturaB));
    expect(await screen.findByRole("article", { name: "Factura B 0004-00000012" })).toBeInTheDocument();
  });

  it("says it could not load the invoice, and prints nothing", async () => {
    open(`/print/invoices/${id}/a4`, {});
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No pudimos cargar la factura.");
    expect(alert).toHaveTextContent("No encontramos esa factura.");
    expect(print).not.toHaveBeenCalled();
  });

  it("answers an unknown paper with the not-found page", async () => {
    open(`/print/invoices/${id}/a5`, { [`GET /invoices/${id}`]: ok(facturaB) });
    expect(await screen.findByRole("heading", { name: "Página no encontrada" })).toBeInTheDocument();
  });
});
