import { z } from "zod";
import { proportional } from "./largest-remainder.ts";
import { productVatRateLabels } from "./products.ts";

/**
 * Decision 055 (ARCA electronic invoices), the parts that are pure rules: the CUIT and its check digit, the
 * voucher types a business issues by its IVA condition, and the QR code RG 4892 asks on every invoice.
 * The web service client, the queue and the screens build on these.
 */

/** Weights of the CUIT's first ten digits (ARCA's modulo 11). */
const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The digits of a CUIT as typed ("20-12345678-6", "20 12345678 6"); null when it is not 11 digits. */
export const cuitDigits = (text: string): string | null => {
  const digits = text.replace(/[\s.-]/g, "");
  return /^\d{11}$/.test(digits) ? digits : null;
};

/**
 * The check digit of a CUIT's first ten digits: 11 − (Σ digit × weight mod 11), 11 becoming 0. A result of
 * 10 has no valid check digit (ARCA assigns another prefix instead), so it is null.
 */
export const cuitCheckDigit = (first10: string): number | null => {
  const sum = CUIT_WEIGHTS.reduce((total, weight, index) => total + weight * Number(first10[index]), 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  return digit === 10 ? null : digit;
};

/** The kinds of CUIT by prefix: persons (20, 23, 24, 27) and companies (30, 33, 34). */
const CUIT_PREFIXES = new Set(["20", "23", "24", "27", "30", "33", "34"]);

/** Whether `text` is a CUIT: 11 digits, a known prefix, and the right check digit. */
export const isValidCuit = (text: string): boolean => {
  const digits = cuitDigits(text);
  if (digits === null || !CUIT_PREFIXES.has(digits.slice(0, 2))) return false;
  return cuitCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
};

/** "20123456786" → "20-12345678-6", as ARCA prints it. */
export const formatCuit = (digits: string): string =>
  `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;

/** A CUIT field: typed with or without dashes, kept as its 11 digits. */
export const cuitSchema = z
  .string({ error: "Ingresá el CUIT." })
  .trim()
  .min(1, "Ingresá el CUIT.")
  .refine((text) => cuitDigits(text) !== null, "El CUIT tiene 11 números.")
  .refine(isValidCuit, "El CUIT no es válido: revisá los números.")
  .transform((text) => cuitDigits(text) ?? text);

/** The business's condition before IVA decides what it issues. */
export const ivaConditions = ["monotributo", "responsable-inscripto"] as const;
export type IvaCondition = (typeof ivaConditions)[number];
export const ivaConditionLabels: Record<IvaCondition, string> = {
  monotributo: "Monotributo",
  "responsable-inscripto": "Responsable Inscripto",
};

/** Invoices and credit notes with ARCA's codes (WSFEv1 CbteTipo). */
export const voucherTypes = {
  "factura-a": 1,
  "nota-credito-a": 3,
  "factura-b": 6,
  "nota-credito-b": 8,
  "factura-c": 11,
  "nota-credito-c": 13,
} as const;
export type VoucherType = keyof typeof voucherTypes;
export const voucherTypeLabels: Record<VoucherType, string> = {
  "factura-a": "Factura A",
  "nota-credito-a": "Nota de crédito A",
  "factura-b": "Factura B",
  "nota-credito-b": "Nota de crédito B",
  "factura-c": "Factura C",
  "nota-credito-c": "Nota de crédito C",
};

/** Who the invoice is for: a consumer, or a business registered for IVA (identified by CUIT). */
export type Receptor = "consumidor-final" | "responsable-inscripto";

/**
 * What a sale is invoiced as: a monotributista issues C to everyone; a Responsable Inscripto issues A to
 * another Responsable Inscripto and B to a consumer.
 */
export const invoiceTypeFor = (issuer: IvaCondition, receptor: Receptor): VoucherType => {
  if (issuer === "monotributo") return "factura-c";
  return receptor === "responsable-inscripto" ? "factura-a" : "factura-b";
};

/** The credit note that cancels an invoice of that letter. */
export const creditNoteFor = (invoice: VoucherType): VoucherType => {
  const letter = invoice.slice(-1) as "a" | "b" | "c";
  return `nota-credito-${letter}`;
};

/** The receptor's document as WSFEv1 codes it (DocTipo): CUIT, DNI, or an unidentified consumer. */
export const documentTypes = { cuit: 80, dni: 96, "consumidor-final": 99 } as const;
export type DocumentType = keyof typeof documentTypes;

/** RG 4892's data of an authorized voucher; `amount` in pesos, `date` "YYYY-MM-DD". */
export type QrData = {
  date: string;
  issuerCuit: string;
  pointOfSale: number;
  voucherType: VoucherType;
  number: number;
  amount: number;
  document: { type: DocumentType; number: string };
  cae: string;
};

/**
 * The JSON RG 4892 puts in the QR, in the order and with the names its specification gives (version 1,
 * pesos: currency "PES" at 1, code type "E" for a CAE). Numbers go as numbers.
 */
export const qrPayload = (data: QrData) => ({
  ver: 1,
  fecha: data.date,
  cuit: Number(data.issuerCuit),
  ptoVta: data.pointOfSale,
  tipoCmp: voucherTypes[data.voucherType],
  nroCmp: data.number,
  importe: data.amount,
  moneda: "PES",
  ctz: 1,
  tipoDocRec: documentTypes[data.document.type],
  nroDocRec: Number(data.document.number),
  tipoCodAut: "E",
  codAut: Number(data.cae),
});

const QR_BASE = "https://www.afip.gob.ar/fe/qr/";

/** The address the invoice's QR holds: ARCA's page with the payload's JSON in base64 (`?p=`). */
export const qrUrl = (payload: Record<string, unknown>): string => {
  const json = JSON.stringify(payload);
  const bytes = new TextEncoder().encode(json);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `${QR_BASE}?p=${btoa(binary)}`;
};

/** IVA rates a product may carry, in hundredths of a percent (21 % → 2100), with WSFEv1's AlicIva ids. */
export const vatRates = { 0: 3, 1050: 4, 2100: 5, 2700: 6 } as const;
export type VatRate = 0 | 1050 | 2100 | 2700;
export const DEFAULT_VAT_RATE: VatRate = 2100;
export const vatRateLabels: Record<VatRate, string> = productVatRateLabels;

/** A line as the invoice reads it: what was charged for it (centavos, IVA included) and its product's rate. */
export type InvoiceLine = { gross: number; vatRate: VatRate };

/** The money of an order an invoice states; centavos. Discounts and surcharges are of the lines. */
export type InvoiceOrder = {
  lines: readonly InvoiceLine[];
  discount: number;
  surcharge: number;
  /** taxed like the lines, at the general rate (a delivery is a service the business sells) */
  deliveryFee: number;
  /** the customer's gift to the staff: not the business's sale, so not invoiced (RG 4408/2019) */
  tip: number;
};

export type VatPart = { rate: VatRate; base: number; amount: number };
/** WSFEv1's amounts (centavos): ImpTotal = ImpNeto + ImpIVA, and each IVA part adds up. */
export type InvoiceAmounts = { total: number; net: number; vat: VatPart[] };

/**
 * What an invoice states for an order. Prices include IVA, so each rate's part is split into its base and
 * its IVA (base = gross ÷ (1 + rate), rounded; IVA the rest, so they add up to what was charged). The
 * order's discounts and surcharges change what each line was charged, in proportion to it. Factura C
 * (monotributo) states no IVA: everything is its net. The tip is the staff's, not a sale: the invoice's
 * total is the order's total without it.
 */
export const invoiceAmounts = (order: InvoiceOrder, invoice: VoucherType): InvoiceAmounts => {
  const grossLines = order.lines.map((line) => line.gross);
  const off = proportional(order.discount, grossLines);
  const on = proportional(order.surcharge, grossLines);
  const charged = order.lines.map((line, index) => ({
    rate: line.vatRate,
    gross: line.gross - (off[index] ?? 0) + (on[index] ?? 0),
  }));
  if (order.deliveryFee > 0) charged.push({ rate: DEFAULT_VAT_RATE, gross: order.deliveryFee });
  const total = charged.reduce((sum, line) => sum + line.gross, 0);
  if (invoice.endsWith("-c")) return { total, net: total, vat: [] };
  const byRate = new Map<VatRate, number>();
  for (const line of charged) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.gross);
  const vat = [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => {
      const base = Math.round((gross * 10_000) / (10_000 + rate));
      return { rate, base, amount: gross - base };
    });
  const net = vat.reduce((sum, part) => sum + part.base, 0);
  return { total, net, vat };
};
