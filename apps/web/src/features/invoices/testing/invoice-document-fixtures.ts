import type { InvoiceDocument } from "@comanda/domain/invoices";

/** docs/arca-research.md §4's worked example (Factura B, $ 12.100,50, an invented CAE); money in pesos. */
export const qrUrl =
  "https://www.afip.gob.ar/fe/qr/?p=eyJ2ZXIiOjEsImZlY2hhIjoiMjAyNi0xMS0yNiIsImN1aXQiOjIwMTExMTExMTEyLCJwdG9WdGEiOjMsInRpcG9DbXAiOjYsIm5yb0NtcCI6MTI4LCJpbXBvcnRlIjoxMjEwMC41LCJtb25lZGEiOiJQRVMiLCJjdHoiOjEsInRpcG9Eb2NSZWMiOjk5LCJucm9Eb2NSZWMiOjAsInRpcG9Db2RBdXQiOiJFIiwiY29kQXV0Ijo3NjEyMzQ1Njc4OTAxMn0=";

/** Factura B 0004-00000012 to a consumer: a discount, a delivery fee, two payments and a tip outside it. */
export const facturaB: InvoiceDocument = {
  invoice: {
    id: "0192f5b8-0000-7000-8000-000000000012",
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
  payments: [
    { name: "Efectivo", amount: 6100.5 },
    { name: "Mercado Pago", amount: 7200 },
  ],
  relatedVoucher: null,
  qrUrl,
};

/** Factura A to a Responsable Inscripto, with two IVA rates. */
export const facturaA: InvoiceDocument = {
  ...facturaB,
  invoice: {
    ...facturaB.invoice,
    voucherType: "factura-a",
    number: 7,
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
  tip: 0,
};

/** A credit note for the Factura B in homologación, sent and not answered yet: no CAE, no QR. */
export const pendingCreditNote: InvoiceDocument = {
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
    relatedInvoiceId: "0192f5b8-0000-7000-8000-000000000012",
  },
  tip: 0,
  relatedVoucher: "Factura B 0004-00000012",
  qrUrl: null,
};
