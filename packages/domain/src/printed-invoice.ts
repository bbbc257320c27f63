import { formatCuit, type VatRate, vatRateLabels, voucherTypeLabels, voucherTypes } from "./fiscal.ts";
import {
  type Invoice,
  type InvoiceDocument,
  type InvoiceReceptor,
  receptorConditionLabels,
  voucherNumberText,
} from "./invoices.ts";
import { formatPesos } from "./money.ts";

/**
 * What a printed invoice says, line by line (RG 1415, RG 4892, RG 5614), for the server's A4 PDF and the web's
 * print pages alike. Money arrives in
 * pesos, as every amount of the API. Only WinAnsi characters: the PDF's standard fonts have no others ("-", not "−").
 */

export type AmountRow = { label: string; amount: string };

export type PrintedInvoice = {
  /** "Factura B 0004-00000012": the document's title and the PDF's */
  title: string;
  letter: "A" | "B" | "C";
  /** "COD. 006", ARCA's CbteTipo under the letter */
  code: string;
  /** "FACTURA" or "NOTA DE CRÉDITO" */
  typeName: string;
  pointOfSale: string;
  number: string;
  /** dd/mm/yyyy, or "—" while it has no date */
  date: string;
  /** "HOMOLOGACIÓN — SIN VALIDEZ FISCAL" for a test voucher */
  testing: string | null;
  issuer: {
    businessName: string;
    legalName: string;
    address: string | null;
    cuit: string;
    condition: string;
    grossIncome: string | null;
    activityStart: string;
  };
  /** "A CONSUMIDOR FINAL", or the name, the document and the buyer's condition */
  receptor: string[];
  /** "Comprobante asociado: Factura B 0004-00000012" on a credit note */
  related: string | null;
  lines: { quantity: string; name: string; unitPrice: string; total: string }[];
  /** the lines' subtotal with the order's discount, surcharge and delivery fee; empty when there are none */
  adjustments: AmountRow[];
  /** Factura A: the net and the IVA of each rate */
  taxes: AmountRow[];
  total: string;
  /** Ley 27.743's legend and the IVA a consumer's price holds (Factura B to a consumer) */
  transparency: { legend: string; vat: AmountRow } | null;
  payments: AmountRow[];
  /** the tip, outside the invoice (RG 4408/2019) */
  tip: string | null;
  /** the CAE, its due date and the QR's address, once ARCA authorized it */
  authorization: { cae: string; dueDate: string; qrUrl: string } | null;
  /** what a voucher without a CAE says instead, large */
  notice: string | null;
};

export const TRANSPARENCY_LEGEND = "Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)";
export const TESTING_LEGEND = "HOMOLOGACIÓN — SIN VALIDEZ FISCAL";

// formatPesos rounds to the centavo, so sums of pesos print right (0.1 + 0.2 → "$ 0,30").
const sumOf = (amounts: number[]) => amounts.reduce((sum, pesos) => sum + pesos, 0);

const quantityFormat = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 3 });

/** "2026-11-26" → "26/11/2026". */
export const dayText = (isoDay: string | null): string => {
  if (isoDay === null) return "—";
  const [year, month, day] = isoDay.split("-");
  return `${day}/${month}/${year}`;
};

/** "12345678" → "12.345.678". */
const dniText = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");

const receptorLines = (receptor: InvoiceReceptor): string[] => {
  if (receptor.documentType === "consumidor-final") return ["A CONSUMIDOR FINAL"];
  const document =
    receptor.documentType === "cuit"
      ? `CUIT ${formatCuit(receptor.documentNumber)}`
      : `DNI ${dniText(receptor.documentNumber)}`;
  return [
    ...(receptor.name ? [receptor.name] : []),
    document,
    `Condición frente al IVA: ${receptorConditionLabels[receptor.condition]}`,
  ];
};

const vatLabel = (rate: number) => vatRateLabels[rate as VatRate] ?? `${rate / 100} %`;

const noticeFor = (invoice: Invoice): string => {
  if (invoice.status === "rejected") return "RECHAZADA — NO VÁLIDO COMO FACTURA";
  if (invoice.status === "void") return "ANULADA — NO VÁLIDO COMO FACTURA";
  return "PENDIENTE DE CAE — NO VÁLIDO COMO FACTURA";
};

const adjustmentRows = (document: InvoiceDocument): AmountRow[] => {
  const { discount, surcharge, deliveryFee } = document;
  if (discount === 0 && surcharge === 0 && deliveryFee === 0) return [];
  const subtotal = sumOf(document.lines.map((line) => line.total));
  return [
    { label: "Subtotal", amount: formatPesos(subtotal) },
    ...(discount > 0 ? [{ label: "Bonificación", amount: formatPesos(-discount) }] : []),
    ...(surcharge > 0 ? [{ label: "Recargo", amount: formatPesos(surcharge) }] : []),
    ...(deliveryFee > 0 ? [{ label: "Envío", amount: formatPesos(deliveryFee) }] : []),
  ];
};

export const printedInvoice = (document: InvoiceDocument): PrintedInvoice => {
  const { invoice, issuer } = document;
  const letter = invoice.voucherType.slice(-1).toUpperCase() as PrintedInvoice["letter"];
  const [pointOfSale = "", number = ""] = voucherNumberText(invoice.pointOfSale, invoice.number).split(
    /-(.*)/,
  );
  const vatTotal = sumOf(invoice.vat.map((part) => part.amount));
  const authorized =
    invoice.status === "authorized" && invoice.cae !== null && document.qrUrl !== null
      ? { cae: invoice.cae, dueDate: dayText(invoice.caeDueDate), qrUrl: document.qrUrl }
      : null;
  return {
    title: `${voucherTypeLabels[invoice.voucherType]} ${voucherNumberText(invoice.pointOfSale, invoice.number)}`,
    letter,
    code: `COD. ${String(voucherTypes[invoice.voucherType]).padStart(3, "0")}`,
    typeName: invoice.kind === "credit-note" ? "NOTA DE CRÉDITO" : "FACTURA",
    pointOfSale,
    number,
    date: dayText(invoice.date),
    testing: invoice.environment === "homologacion" ? TESTING_LEGEND : null,
    issuer: {
      businessName: issuer.businessName,
      legalName: issuer.legalName,
      address: issuer.address,
      cuit: formatCuit(issuer.cuit),
      condition: receptorConditionLabels[issuer.ivaCondition],
      grossIncome: issuer.grossIncome,
      activityStart: dayText(issuer.activityStart),
    },
    receptor: receptorLines(invoice.receptor),
    related: document.relatedVoucher === null ? null : `Comprobante asociado: ${document.relatedVoucher}`,
    lines: document.lines.map((line) => ({
      quantity: quantityFormat.format(line.quantity),
      name: line.name,
      unitPrice: formatPesos(line.unitPrice),
      total: formatPesos(line.total),
    })),
    adjustments: adjustmentRows(document),
    taxes:
      letter === "A"
        ? [
            { label: "Subtotal neto gravado", amount: formatPesos(invoice.net) },
            ...invoice.vat.map((part) => ({
              label: `IVA ${vatLabel(part.rate)}`,
              amount: formatPesos(part.amount),
            })),
          ]
        : [],
    total: formatPesos(invoice.total),
    transparency:
      letter === "B" && invoice.receptor.condition === "consumidor-final"
        ? { legend: TRANSPARENCY_LEGEND, vat: { label: "IVA contenido", amount: formatPesos(vatTotal) } }
        : null,
    payments: document.payments.map((payment) => ({
      label: payment.name,
      amount: formatPesos(payment.amount),
    })),
    tip: document.tip > 0 ? `Propina (no incluida en la factura): ${formatPesos(document.tip)}` : null,
    authorization: authorized,
    notice: authorized ? null : noticeFor(invoice),
  };
};
