import type { Invoice } from "@comanda/domain/invoices";
import type { Reply } from "@/testing/fake-api";

/** Test data for the invoices' tests. */
export const uuid = (prefix: string, n: number) =>
  `0190a000-0000-7000-${prefix}-${String(n).padStart(12, "0")}`;

export const invoiceOf = (n: number, overrides: Partial<Invoice> = {}): Invoice => ({
  id: uuid("8201", n),
  orderId: uuid("8102", n),
  orderTurn: String(n),
  kind: "invoice",
  voucherType: "factura-b",
  environment: "homologacion",
  pointOfSale: 4,
  number: 12,
  date: "2026-11-22",
  receptor: {
    documentType: "consumidor-final",
    documentNumber: "0",
    name: null,
    condition: "consumidor-final",
  },
  total: 4700,
  net: 3884.3,
  vat: [{ rate: 2100, base: 3884.3, amount: 815.7 }],
  status: "authorized",
  cae: "76123456789012",
  caeDueDate: "2026-12-02",
  observations: [],
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  relatedInvoiceId: null,
  createdAt: Date.UTC(2026, 10, 22, 15, 5),
  authorizedAt: Date.UTC(2026, 10, 22, 15, 5),
  ...overrides,
});

/** Not yet sent, or sent without an answer: no number, no CAE. */
export const pendingOf = (n: number, overrides: Partial<Invoice> = {}): Invoice =>
  invoiceOf(n, {
    status: "pending",
    number: null,
    cae: null,
    caeDueDate: null,
    authorizedAt: null,
    ...overrides,
  });

/** A 400 with the fields the server names, as `{ error: { fields } }`. */
export const fieldError = (
  fields: Record<string, string>,
  message = "Revisá los datos del cliente.",
): Reply => ({
  status: 400,
  body: { error: { code: "invalid-argument", message, fields } },
});
