import { describe, expect, it } from "vitest";
import {
  creditNoteFor,
  cuitCheckDigit,
  cuitSchema,
  DEFAULT_VAT_RATE,
  formatCuit,
  invoiceAmounts,
  invoiceTypeFor,
  isValidCuit,
  qrPayload,
  qrUrl,
  vatRateLabels,
  vatRates,
} from "./fiscal.ts";
import { DEFAULT_PRODUCT_VAT_RATE, productInput, productVatRates } from "./products.ts";

describe("the CUIT", () => {
  it("takes the check digit by ARCA's modulo 11", () => {
    // ARCA's own CUIT, 33-69345023-9: 3·5+3·4+6·3+9·2+3·7+4·6+5·5+0·4+2·3+3·2 = 145; 145 mod 11 = 2; 11 − 2 = 9.
    expect(cuitCheckDigit("3369345023")).toBe(9);
    expect(isValidCuit("33-69345023-9")).toBe(true);
    expect(isValidCuit("33693450239")).toBe(true);
    expect(isValidCuit("20 12345678 6")).toBe(cuitCheckDigit("2012345678") === 6);
  });

  it("turns a remainder of 0 into 0, and has no check digit for a remainder of 1", () => {
    // 20-00000001-?: 2·5 + 1·2 = 12; 12 mod 11 = 1 → 10: no valid digit with this prefix.
    expect(cuitCheckDigit("2000000001")).toBeNull();
    // 20-00000005-?: 2·5 + 5·2 = 20; 20 mod 11 = 9 → 2.
    expect(cuitCheckDigit("2000000005")).toBe(2);
    // 30-00000000-?: 3·5 = 15; 15 mod 11 = 4 → 7.
    expect(cuitCheckDigit("3000000000")).toBe(7);
    // 27-00000002-?: 2·5 + 7·4 + 2·2 = 42; 42 mod 11 = 9 → 2.
    expect(cuitCheckDigit("2700000002")).toBe(2);
    // A sum that is a multiple of 11 gives 0: 20-00000037-?: 2·5 + 3·3 + 7·2 = 33.
    expect(cuitCheckDigit("2000000037")).toBe(0);
  });

  it("refuses a wrong check digit, a wrong length, letters and unknown prefixes", () => {
    expect(isValidCuit("33-69345023-8")).toBe(false);
    expect(isValidCuit("3369345023")).toBe(false);
    expect(isValidCuit("33-6934502A-9")).toBe(false);
    expect(isValidCuit("99-69345023-9")).toBe(false);
  });

  it("is kept as its digits and shown with dashes", () => {
    expect(cuitSchema.parse(" 33-69345023-9 ")).toBe("33693450239");
    expect(formatCuit("33693450239")).toBe("33-69345023-9");
    const refused = cuitSchema.safeParse("33-69345023-8");
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe(
      "El CUIT no es válido: revisá los números.",
    );
    const short = cuitSchema.safeParse("123");
    expect(short.success ? null : short.error.issues[0]?.message).toBe("El CUIT tiene 11 números.");
  });
});

describe("what a sale is invoiced as", () => {
  it("is C for a monotributista, B to a consumer and A to a Responsable Inscripto from one", () => {
    expect(invoiceTypeFor("monotributo", "consumidor-final")).toBe("factura-c");
    expect(invoiceTypeFor("monotributo", "responsable-inscripto")).toBe("factura-c");
    expect(invoiceTypeFor("responsable-inscripto", "consumidor-final")).toBe("factura-b");
    expect(invoiceTypeFor("responsable-inscripto", "responsable-inscripto")).toBe("factura-a");
  });

  it("is cancelled by the credit note of its letter", () => {
    expect(creditNoteFor("factura-a")).toBe("nota-credito-a");
    expect(creditNoteFor("factura-b")).toBe("nota-credito-b");
    expect(creditNoteFor("factura-c")).toBe("nota-credito-c");
  });
});

describe("the QR of RG 4892", () => {
  const invoice = {
    date: "2026-11-26",
    issuerCuit: "33693450239",
    pointOfSale: 3,
    voucherType: "factura-b",
    number: 1542,
    amount: 16_000.5,
    document: { type: "consumidor-final", number: "0" },
    cae: "76123456789012",
  } as const;

  it("holds the fields in the specification's order and names, numbers as numbers", () => {
    const payload = qrPayload(invoice);
    expect(Object.keys(payload)).toEqual([
      "ver",
      "fecha",
      "cuit",
      "ptoVta",
      "tipoCmp",
      "nroCmp",
      "importe",
      "moneda",
      "ctz",
      "tipoDocRec",
      "nroDocRec",
      "tipoCodAut",
      "codAut",
    ]);
    expect(payload).toEqual({
      ver: 1,
      fecha: "2026-11-26",
      cuit: 33693450239,
      ptoVta: 3,
      tipoCmp: 6,
      nroCmp: 1542,
      importe: 16000.5,
      moneda: "PES",
      ctz: 1,
      tipoDocRec: 99,
      nroDocRec: 0,
      tipoCodAut: "E",
      codAut: 76123456789012,
    });
  });

  it("goes in ARCA's address as base64 of its JSON", () => {
    const url = qrUrl(qrPayload(invoice));
    expect(url.startsWith("https://www.afip.gob.ar/fe/qr/?p=")).toBe(true);
    const json = Buffer.from(url.split("?p=")[1] ?? "", "base64").toString("utf8");
    expect(json).toBe(
      '{"ver":1,"fecha":"2026-11-26","cuit":33693450239,"ptoVta":3,"tipoCmp":6,"nroCmp":1542,"importe":16000.5,"moneda":"PES","ctz":1,"tipoDocRec":99,"nroDocRec":0,"tipoCodAut":"E","codAut":76123456789012}',
    );
  });
});

describe("an invoice's amounts", () => {
  const order = {
    // 2 milanesas at $ 7.600 (21 %) and a book at $ 1.000 (0 %), in centavos.
    lines: [
      { gross: 1_520_000, vatRate: 2100 as const },
      { gross: 100_000, vatRate: 0 as const },
    ],
    discount: 162_000,
    surcharge: 0,
    deliveryFee: 80_000,
    tip: 50_000,
  };

  it("splits each rate into its base and IVA from prices with IVA, after the discount, and adds up", () => {
    const amounts = invoiceAmounts(order, "factura-b");
    // The discount, 10 % of $ 16.200, falls 1.520 / 1.620 on the milanesas (152.000) and the rest on the book.
    // 21 %: 1.520.000 − 152.000 + 80.000 (the delivery) = 1.448.000 → base 1.196.694, IVA 251.306.
    // 0 %: 100.000 − 10.000 = 90.000.
    expect(amounts.vat).toEqual([
      { rate: 0, base: 90_000, amount: 0 },
      { rate: 2100, base: 1_196_694, amount: 251_306 },
    ]);
    // The $ 500 tip is the staff's: the invoice's total is the order's $ 15.880 without it.
    expect(amounts).toMatchObject({ total: 1_538_000, net: 1_286_694 });
    const ivaTotal = amounts.vat.reduce((sum, part) => sum + part.amount, 0);
    expect(amounts.net + ivaTotal).toBe(amounts.total);
  });

  it("states no IVA on a Factura C: the whole total is its net", () => {
    expect(invoiceAmounts(order, "factura-c")).toEqual({
      total: 1_538_000,
      net: 1_538_000,
      vat: [],
    });
  });

  it("spreads a surcharge like a discount, to the centavo", () => {
    const three = {
      lines: [
        { gross: 100, vatRate: 2100 as const },
        { gross: 100, vatRate: 2100 as const },
        { gross: 100, vatRate: 1050 as const },
      ],
      discount: 0,
      surcharge: 100,
      deliveryFee: 0,
      tip: 0,
    };
    const amounts = invoiceAmounts(three, "factura-a");
    expect(amounts.total).toBe(400);
    const gross = amounts.vat.map((part) => part.base + part.amount);
    expect(gross).toEqual([133, 267]);
  });
});

describe("a product's IVA rate", () => {
  it("offers the products the rates ARCA has, each with its label, 21 % unless said", () => {
    expect([...productVatRates]).toEqual(Object.keys(vatRates).map(Number));
    expect(Object.keys(vatRateLabels).map(Number)).toEqual([...productVatRates]);
    expect(DEFAULT_PRODUCT_VAT_RATE).toBe(DEFAULT_VAT_RATE);
  });

  it("is left out when not sent and refused in Spanish when it is not one of them", () => {
    const base = { name: "Flan", category_id: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b" };
    expect(productInput.parse(base).vat_rate).toBeUndefined();
    expect(productInput.parse({ ...base, vat_rate: 1050 }).vat_rate).toBe(1050);
    const refused = productInput.safeParse({ ...base, vat_rate: 2000 });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["vat_rate"], "Elegí la alícuota de IVA."],
    ]);
    expect(productInput.safeParse({ ...base, vat_rate: "2100" }).success).toBe(false);
  });
});
