import type { InvoiceDocument } from "@comanda/domain/invoices";
import { printedInvoice, TRANSPARENCY_LEGEND } from "@comanda/domain/printed-invoice";
import { describe, expect, it } from "vitest";
import { facturaB } from "../testing/invoice-document-fixtures";

const withInvoice = (changes: Partial<InvoiceDocument["invoice"]>, rest: Partial<InvoiceDocument> = {}) =>
  printedInvoice({ ...facturaB, ...rest, invoice: { ...facturaB.invoice, ...changes } });

describe("what a printed invoice says", () => {
  it("names a consumer identified by DNI, with the number grouped, and still states the IVA contained", () => {
    const printed = withInvoice({
      receptor: {
        documentType: "dni",
        documentNumber: "12345678",
        name: "Ana Pérez",
        condition: "consumidor-final",
      },
    });
    expect(printed.receptor).toEqual([
      "Ana Pérez",
      "DNI 12.345.678",
      "Condición frente al IVA: Consumidor final",
    ]);
    expect(printed.transparency?.legend).toBe(TRANSPARENCY_LEGEND);
  });

  it("gives a Factura C (monotributo) no IVA at all", () => {
    const printed = withInvoice(
      { voucherType: "factura-c", net: 12100.5, vat: [] },
      { issuer: { ...facturaB.issuer, ivaCondition: "monotributo" } },
    );
    expect([printed.letter, printed.code, printed.issuer.condition]).toEqual([
      "C",
      "COD. 011",
      "Responsable Monotributo",
    ]);
    expect(printed.taxes).toEqual([]);
    expect(printed.transparency).toBeNull();
  });

  it("leaves the consumer's legend off a Factura B to an exempt buyer", () => {
    const printed = withInvoice({
      receptor: { documentType: "cuit", documentNumber: "30712345671", name: "Club", condition: "exento" },
    });
    expect(printed.receptor).toEqual([
      "Club",
      "CUIT 30-71234567-1",
      "Condición frente al IVA: IVA Sujeto Exento",
    ]);
    expect(printed.transparency).toBeNull();
  });

  it("shows no adjustments when the order had none, and no tip line without a tip", () => {
    const printed = printedInvoice({ ...facturaB, discount: 0, deliveryFee: 0, tip: 0 });
    expect(printed.adjustments).toEqual([]);
    expect(printed.tip).toBeNull();
  });

  it("says a voided voucher is not valid, nor one authorized that still lacks its QR", () => {
    expect(withInvoice({ status: "void" }).notice).toBe("ANULADA — NO VÁLIDO COMO FACTURA");
    const noQr = withInvoice({}, { qrUrl: null });
    expect([noQr.authorization, noQr.notice]).toEqual([null, "PENDIENTE DE CAE — NO VÁLIDO COMO FACTURA"]);
  });
});
