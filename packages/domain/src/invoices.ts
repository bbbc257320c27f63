import { z } from "zod";
import { cuitSchema, type IvaCondition, invoiceTypeFor, type VoucherType } from "./fiscal.ts";
import { moneyTotal } from "./money.ts";

/**
 * Decision 055: the invoices and credit notes a business issues through ARCA, as the API answers
 * them and as the screens and the printed voucher read them. The web service client, the queue and the
 * numbering are the server's (modules/invoices); here the shapes and the rules both sides share.
 */

/**
 * Where a voucher is on its way to a CAE:
 * - 'waiting-document': a sale at or above the identification threshold, invoiced automatically: ARCA
 *   asks for the buyer's DNI or CUIT first, so it waits for someone to type it;
 * - 'pending': queued, not yet sent (or sent and refused before it had a number);
 * - 'sending': it holds a number and was sent; the answer is not known yet (ARCA did not answer, or the
 *   answer was lost). It is reconciled with ARCA before anything is sent again;
 * - 'authorized': ARCA gave it a CAE;
 * - 'rejected': ARCA refused it (its messages in `lastError`); its number was never used;
 * - 'void': the order was cancelled before the invoice went out, so there is nothing to credit.
 */
export const invoiceStatuses = [
  "waiting-document",
  "pending",
  "sending",
  "authorized",
  "rejected",
  "void",
] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  "waiting-document": "Falta el documento del cliente",
  pending: "Pendiente de CAE",
  sending: "Pendiente de CAE",
  authorized: "Autorizada",
  rejected: "Rechazada por ARCA",
  void: "Anulada",
};
/** The statuses the 'Pendiente de CAE' list shows: not yet authorized and still to be. */
export const unsettledInvoiceStatuses = ["waiting-document", "pending", "sending"] as const;

export const invoiceKinds = ["invoice", "credit-note"] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** The buyer's condition before IVA, as ARCA codes it in CondicionIVAReceptorId (RG 5616/2024). */
export const receptorConditions = [
  "consumidor-final",
  "responsable-inscripto",
  "monotributo",
  "exento",
] as const;
export type ReceptorCondition = (typeof receptorConditions)[number];
export const receptorConditionLabels: Record<ReceptorCondition, string> = {
  "consumidor-final": "Consumidor final",
  "responsable-inscripto": "IVA Responsable Inscripto",
  monotributo: "Responsable Monotributo",
  exento: "IVA Sujeto Exento",
};
export const receptorConditionIds: Record<ReceptorCondition, number> = {
  "consumidor-final": 5,
  "responsable-inscripto": 1,
  monotributo: 6,
  exento: 4,
};

/**
 * The voucher a sale is invoiced as, by the issuer's and the buyer's conditions: a monotributista issues C;
 * a Responsable Inscripto issues A to a buyer registered for IVA (Responsable Inscripto or Monotributo,
 * RG 5003/2021) and B to everyone else.
 */
export const voucherFor = (issuer: IvaCondition, receptor: ReceptorCondition): VoucherType =>
  invoiceTypeFor(
    issuer,
    receptor === "responsable-inscripto" || receptor === "monotributo"
      ? "responsable-inscripto"
      : "consumidor-final",
  );

/** The identification threshold (RG 5700/2025): $ 10.000.000, in centavos as stored; a fiscal setting. */
export const DEFAULT_IDENTIFICATION_THRESHOLD = 1_000_000_000;

const dniText = z
  .string({ error: "Ingresá el DNI." })
  .trim()
  .transform((text) => text.replace(/[\s.]/g, ""))
  .refine((text) => text.length > 0, "Ingresá el DNI.")
  .refine((text) => /^\d{7,8}$/.test(text), "El DNI tiene 7 u 8 números.");

const receptorName = z
  .string({ error: "Ingresá el nombre o la razón social." })
  .trim()
  .min(1, "Ingresá el nombre o la razón social.")
  .max(120, "Puede tener hasta 120 caracteres.");

/** Who the invoice is for, as the cashier says it (POST /orders/:id/invoice). */
export const receptorInput = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("consumidor-final") }),
    z.object({ type: z.literal("dni"), number: dniText, name: receptorName.optional() }),
    z.object({
      type: z.literal("cuit"),
      number: cuitSchema,
      name: receptorName,
      iva_condition: z.enum(receptorConditions, { error: "Elegí la condición frente al IVA del cliente." }),
    }),
  ],
  { error: "Elegí para quién es la factura." },
);
export type ReceptorInput = z.input<typeof receptorInput>;

export const invoiceOrderInput = z.object({ receptor: receptorInput.optional() });
export type InvoiceOrderInput = z.input<typeof invoiceOrderInput>;

/** The buyer as the voucher states it. */
export const invoiceReceptor = z.object({
  documentType: z.enum(["cuit", "dni", "consumidor-final"]),
  /** "0" for an unidentified consumer */
  documentNumber: z.string(),
  name: z.string().nullable(),
  condition: z.enum(receptorConditions),
});
export type InvoiceReceptor = z.infer<typeof invoiceReceptor>;

const vatPart = z.object({ rate: z.number(), base: z.number(), amount: z.number() });

/** An invoice or credit note as the API answers it; money in pesos (like every amount of the API), dates "YYYY-MM-DD". */
export const invoice = z.object({
  id: z.string(),
  orderId: z.string(),
  /** the order's turn as the board shows it */
  orderTurn: z.string(),
  kind: z.enum(invoiceKinds),
  voucherType: z.enum([
    "factura-a",
    "nota-credito-a",
    "factura-b",
    "nota-credito-b",
    "factura-c",
    "nota-credito-c",
  ]),
  environment: z.enum(["homologacion", "produccion"]),
  pointOfSale: z.number(),
  /** null until it is sent: ARCA's next number is taken at that moment */
  number: z.number().nullable(),
  date: z.string().nullable(),
  receptor: invoiceReceptor,
  /** what the voucher states: the order's total without the tip (RG 4408/2019) */
  total: z.number(),
  net: z.number(),
  vat: z.array(vatPart),
  status: z.enum(invoiceStatuses),
  cae: z.string().nullable(),
  caeDueDate: z.string().nullable(),
  /** ARCA's observations on an authorized voucher, and its errors on a refused one */
  observations: z.array(z.string()),
  attempts: z.number(),
  nextAttemptAt: z.number().nullable(),
  lastError: z.string().nullable(),
  /** a credit note's invoice */
  relatedInvoiceId: z.string().nullable(),
  createdAt: z.number(),
  authorizedAt: z.number().nullable(),
});
export type Invoice = z.infer<typeof invoice>;

/** What a printed invoice adds to the voucher: who issues it, what was sold and how it was paid (pesos). */
export const invoiceDocument = z.object({
  invoice,
  issuer: z.object({
    cuit: z.string(),
    legalName: z.string(),
    /** the business's trade name, printed above the legal one */
    businessName: z.string(),
    address: z.string().nullable(),
    ivaCondition: z.enum(["monotributo", "responsable-inscripto"]),
    grossIncome: z.string().nullable(),
    activityStart: z.string(),
  }),
  lines: z.array(
    z.object({ name: z.string(), quantity: z.number(), unitPrice: z.number(), total: z.number() }),
  ),
  discount: z.number(),
  surcharge: z.number(),
  deliveryFee: z.number(),
  /** not part of the invoice: printed under it as the staff's */
  tip: z.number(),
  payments: z.array(z.object({ name: z.string(), amount: z.number() })),
  /** a credit note's invoice, as "Factura B 0004-00000012" */
  relatedVoucher: z.string().nullable(),
  /** RG 4892's address for the QR code; null until the voucher has its CAE */
  qrUrl: z.string().nullable(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocument>;

/** "0004-00000012", as vouchers are numbered on paper. */
export const voucherNumberText = (pointOfSale: number, number: number | null): string =>
  `${String(pointOfSale).padStart(4, "0")}-${number === null ? "--------" : String(number).padStart(8, "0")}`;

/** "YYYYMMDD" (ARCA) ⇄ "YYYY-MM-DD" (the API). */
export const arcaDate = (date: string) => date.replaceAll("-", "");
export const isoDate = (arca: string) => `${arca.slice(0, 4)}-${arca.slice(4, 6)}-${arca.slice(6, 8)}`;

/** One step of 'Probar conexión' (POST /fiscal-settings/test). */
export const connectionStep = z.object({
  step: z.enum(["service", "login", "last-number"]),
  ok: z.boolean(),
  /** what was found, or what failed and what to do, in Spanish */
  message: z.string(),
});
export const connectionTest = z.object({ ok: z.boolean(), steps: z.array(connectionStep) });
export type ConnectionTest = z.infer<typeof connectionTest>;

/** The Z report's and the CSV's line per voucher type: how many and their totals (in the report's unit). */
export const voucherTotals = z.object({
  voucherType: invoice.shape.voucherType,
  count: z.number(),
  /** pesos (MoneyTotals, decision 068) */
  total: moneyTotal,
  net: moneyTotal,
  vat: moneyTotal,
});
export type VoucherTotals = z.infer<typeof voucherTotals>;
