import { createHash } from "node:crypto";
import type { InvoiceDocument } from "@comanda/domain/invoices";
import { describe, expect, it } from "vitest";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { QR_SIZE } from "./invoice-pdf-layout.ts";
import { darkRuns, qrMatrix } from "./qr-matrix.ts";

// docs/arca-research.md §4's worked example: Factura B 0003-00000128, $ 12.100,50, an invented CAE.
const qrUrl =
  "https://www.afip.gob.ar/fe/qr/?p=eyJ2ZXIiOjEsImZlY2hhIjoiMjAyNi0xMS0yNiIsImN1aXQiOjIwMTExMTExMTEyLCJwdG9WdGEiOjMsInRpcG9DbXAiOjYsIm5yb0NtcCI6MTI4LCJpbXBvcnRlIjoxMjEwMC41LCJtb25lZGEiOiJQRVMiLCJjdHoiOjEsInRpcG9Eb2NSZWMiOjk5LCJucm9Eb2NSZWMiOjAsInRpcG9Db2RBdXQiOiJFIiwiY29kQXV0Ijo3NjEyMzQ1Njc4OTAxMn0=";

/** A Factura B to a consumer with a discount, a delivery fee and a tip outside it; money in pesos. */
const facturaB: InvoiceDocument = {
  invoice: {
    id: "inv-1",
    orderId: "ord-1",
    orderTurn: "12",
    kind: "invoice",
    voucherType: "factura-b",
    environment: "produccion",
    pointOfSale: 4,
    number: 12,
    date: "2026-11-26",
    receptor: {
      documentType: "consumidor-final",
      documentNumber: "0",
      name: null,
      condition: "consumidor-final",
    },
    total: 12100.5,
    net: 10000.41,
    vat: [{ rate: 2100, base: 10000.41, amount: 2100.09 }],
    status: "authorized",
    cae: "76123456789012",
    caeDueDate: "2026-12-06",
    observations: [],
    attempts: 1,
    nextAttemptAt: null,
    lastError: null,
    relatedInvoiceId: null,
    createdAt: Date.UTC(2026, 10, 26, 23, 30),
    authorizedAt: Date.UTC(2026, 10, 26, 23, 31),
  },
  issuer: {
    cuit: "20111111112",
    legalName: "Ñandú Gastronomía S.R.L.",
    businessName: "La Esquina",
    address: "Av. Siempre Viva 742, CABA",
    ivaCondition: "responsable-inscripto",
    grossIncome: "901-123456-7",
    activityStart: "2020-03-01",
  },
  lines: [
    { name: "Milanesa napolitana", quantity: 2, unitPrice: 4500, total: 9000 },
    { name: "Flan con dulce de leche", quantity: 1, unitPrice: 4100.5, total: 4100.5 },
  ],
  discount: 1500,
  surcharge: 0,
  deliveryFee: 500,
  tip: 1200,
  payments: [{ name: "Efectivo", amount: 13300.5 }],
  relatedVoucher: null,
  qrUrl,
};

const pendingCreditNote: InvoiceDocument = {
  ...facturaB,
  invoice: {
    ...facturaB.invoice,
    kind: "credit-note",
    voucherType: "nota-credito-b",
    environment: "homologacion",
    number: null,
    date: null,
    status: "sending",
    cae: null,
    caeDueDate: null,
    authorizedAt: null,
  },
  relatedVoucher: "Factura B 0004-00000012",
  qrUrl: null,
};

const nbsp = "\u00a0";
// WinAnsi is Latin-1 but for 0x80–0x9f; Node's TextDecoder reads "windows-1252" as Latin-1 there too.
const winAnsiHigh = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const winAnsi = (hex: string) =>
  [...Buffer.from(hex, "hex")]
    .map((byte) => (byte >= 0x80 && byte < 0xa0 ? winAnsiHigh[byte - 0x80] : String.fromCharCode(byte)))
    .join("");

/** The text of each `[<hex> kern <hex>…] TJ` of an uncompressed pdfkit file, WinAnsi decoded. */
const textRuns = (pdf: Buffer): string[] =>
  [...pdf.toString("latin1").matchAll(/\[([^\]]*)\] TJ/g)].map((run) =>
    [...(run[1] ?? "").matchAll(/<([0-9a-f]*)>/g)].map(([, hex = ""]) => winAnsi(hex)).join(""),
  );

/** The document information's Title: ASCII, or UTF-16 after its byte order mark. */
const pdfTitle = (pdf: Buffer): string | undefined => {
  const file = pdf.toString("latin1");
  const ref = /\/Title (\d+) 0 R/.exec(file)?.[1];
  const raw = new RegExp(`\\n${ref} 0 obj\\n\\((.*?)\\)\\nendobj`, "s").exec(file)?.[1];
  if (raw === undefined) return undefined;
  const bytes = Buffer.from(raw, "latin1");
  return raw.startsWith("\xfe\xff") ? bytes.subarray(2).swap16().toString("utf16le") : raw;
};

type Rect = { x: number; y: number; width: number; height: number };
const rects = (pdf: Buffer): Rect[] =>
  [...pdf.toString("latin1").matchAll(/^(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re$/gm)].map((match) => {
    const [x, y, width, height] = match.slice(1).map(Number) as [number, number, number, number];
    return { x, y, width, height };
  });

/** The QR as the file draws it: rectangles one module high, put back on their grid. */
const drawnMatrix = (pdf: Buffer, count: number): boolean[][] => {
  const module = QR_SIZE / count;
  const modules = rects(pdf).filter((rect) => Math.abs(rect.height - module) < 0.001);
  const left = Math.min(...modules.map((rect) => rect.x));
  const top = Math.min(...modules.map((rect) => rect.y));
  const matrix = Array.from({ length: count }, () => Array<boolean>(count).fill(false));
  for (const rect of modules) {
    const row = Math.round((rect.y - top) / module);
    const col = Math.round((rect.x - left) / module);
    for (let index = 0; index < Math.round(rect.width / module); index += 1) {
      (matrix[row] as boolean[])[col + index] = true;
    }
  }
  return matrix;
};

describe("the invoice's A4 PDF", () => {
  it("is a PDF whose title names the voucher, the same bytes for the same invoice", async () => {
    const pdf = await renderInvoicePdf(facturaB);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfTitle(pdf)).toBe("Factura B 0004-00000012");
    expect(pdf.toString("latin1")).toContain("/FlateDecode");
    expect((await renderInvoicePdf(facturaB)).equals(pdf)).toBe(true);
  });

  it("states the issuer, the voucher, the consumer, the money and the CAE, accents and ñ included", async () => {
    const text = textRuns(await renderInvoicePdf(facturaB, { compress: false }));
    expect(text).toEqual(
      expect.arrayContaining([
        "La Esquina",
        "Ñandú Gastronomía S.R.L.",
        "20-11111111-2",
        "IVA Responsable Inscripto",
        "901-123456-7",
        "01/03/2020",
        "B",
        "COD. 006",
        "FACTURA",
        "Punto de venta: 0004     Comp. Nro: 00000012",
        "26/11/2026",
        "A CONSUMIDOR FINAL",
        "Milanesa napolitana",
        `$${nbsp}4.500,00`,
        `$${nbsp}9.000,00`,
        "Bonificación",
        `-$${nbsp}1.500,00`,
        "Envío",
        "TOTAL",
        `$${nbsp}12.100,50`,
        "Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)",
        "IVA contenido",
        `$${nbsp}2.100,09`,
        `Propina (no incluida en la factura): $${nbsp}1.200,00`,
        "CAE N°: 76123456789012",
        "Vto. CAE: 06/12/2026",
      ]),
    );
    expect(text.join("\n")).not.toMatch(/PENDIENTE|HOMOLOGACI/);
  });

  it("draws the QR of the voucher's address, 28 mm wide", async () => {
    const matrix = qrMatrix(qrUrl);
    const drawn = drawnMatrix(await renderInvoicePdf(facturaB, { compress: false }), matrix.length);
    expect(drawn).toEqual(matrix);
    expect(drawn).not.toEqual(qrMatrix(`${qrUrl}x`));
    expect((QR_SIZE * 25.4) / 72).toBeCloseTo(28);
  });

  it("on a Factura A, states the net and the IVA of each rate, and no consumer's legend", async () => {
    const facturaA: InvoiceDocument = {
      ...facturaB,
      invoice: {
        ...facturaB.invoice,
        voucherType: "factura-a",
        receptor: {
          documentType: "cuit",
          documentNumber: "30712345671",
          name: "Proveedores del Sur S.A.",
          condition: "responsable-inscripto",
        },
        net: 10500,
        vat: [
          { rate: 1050, base: 2000, amount: 210 },
          { rate: 2100, base: 8500, amount: 1390.5 },
        ],
      },
    };
    const text = textRuns(await renderInvoicePdf(facturaA, { compress: false }));
    expect(text).toEqual(
      expect.arrayContaining([
        "COD. 001",
        "Proveedores del Sur S.A.",
        "CUIT 30-71234567-1",
        "Condición frente al IVA: IVA Responsable Inscripto",
        "Subtotal neto gravado",
        `$${nbsp}10.500,00`,
        "IVA 10,5 %",
        `$${nbsp}210,00`,
        "IVA 21 %",
        `$${nbsp}1.390,50`,
      ]),
    );
    expect(text).not.toContain("A CONSUMIDOR FINAL");
    expect(text).not.toContain("IVA contenido");
  });

  it("without a CAE, says it is not valid in their place, with no QR; a credit note names its invoice", async () => {
    const pdf = await renderInvoicePdf(pendingCreditNote, { compress: false });
    const text = textRuns(pdf);
    expect(text).toEqual(
      expect.arrayContaining([
        "HOMOLOGACIÓN — SIN VALIDEZ FISCAL",
        "NOTA DE CRÉDITO",
        "COD. 008",
        "Comprobante asociado: Factura B 0004-00000012",
        "PENDIENTE DE CAE — NO VÁLIDO COMO FACTURA",
      ]),
    );
    expect(text.join("\n")).not.toMatch(/CAE N°|Vto\. CAE/);
    expect(rects(pdf).filter((rect) => rect.height < 2)).toEqual([]);
    expect(pdfTitle(pdf)).toBe("Nota de crédito B 0004---------");
  });

  it("goes on to a second page, with the table's head again, when the order is long", async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      name: `Empanada ${index + 1}`,
      quantity: 1,
      unitPrice: 1500,
      total: 1500,
    }));
    const pdf = await renderInvoicePdf({ ...facturaB, lines }, { compress: false });
    const text = textRuns(pdf);
    expect(pdf.toString("latin1")).toMatch(/\/Count 2\b/);
    expect(text.filter((run) => run === "Descripción")).toHaveLength(2);
    expect(text).toEqual(expect.arrayContaining(["Empanada 60", "TOTAL", "CAE N°: 76123456789012"]));
  });
});

describe("the QR's matrix", () => {
  it("is qrcode-generator's level M code, the same for the same address", () => {
    const matrix = qrMatrix(qrUrl);
    // Version 13 (69 modules). This matrix, drawn in the PDF, was read back as qrUrl by zbarimg.
    expect(matrix).toHaveLength(69);
    const bits = matrix.map((row) => row.map((dark) => (dark ? "1" : "0")).join("")).join("\n");
    expect(createHash("sha256").update(bits).digest("hex")).toMatchInlineSnapshot(
      `"77cc3fd5369aa83806b6f9b9a11b1592df65af793e5f97589e87b099b6feaaa2"`,
    );
  });

  it("has a finder pattern in three corners", () => {
    const matrix = qrMatrix(qrUrl);
    const finder = ["1111111", "1000001", "1011101", "1011101", "1011101", "1000001", "1111111"];
    const at = (top: number, left: number) =>
      matrix.slice(top, top + 7).map((row) =>
        row
          .slice(left, left + 7)
          .map((dark) => (dark ? "1" : "0"))
          .join(""),
      );
    const end = matrix.length - 7;
    expect([at(0, 0), at(0, end), at(end, 0)]).toEqual([finder, finder, finder]);
  });

  it("draws each row's dark runs, which cover exactly the dark modules", () => {
    const matrix = qrMatrix(qrUrl);
    const covered = matrix.map((row) => row.map(() => false));
    for (const [row, col, length] of darkRuns(matrix)) {
      for (let index = col; index < col + length; index += 1) (covered[row] as boolean[])[index] = true;
    }
    expect(covered).toEqual(matrix);
    expect(darkRuns([[true, false, true, true]])).toEqual([
      [0, 0, 1],
      [0, 2, 2],
    ]);
  });
});
