import { centavosToPesos, pricedOptionsText, type StoredLineOption } from "@comanda/domain";
import { qrPayload, qrUrl, voucherTypeLabels } from "@comanda/domain/fiscal";
import { type InvoiceDocument, voucherNumberText } from "@comanda/domain/invoices";
import type { Db } from "../../../db/database.ts";
import type { readInvoice } from "./list-invoices.ts";
import { documentRowsOf } from "./queries.ts";
import { toInvoice } from "./to-invoice.ts";

type Row = Awaited<ReturnType<typeof readInvoice>>;
type LineRow = Awaited<ReturnType<typeof documentRowsOf>>[3][number];

const optionsOf = (json: string | null) =>
  json === null ? "" : pricedOptionsText(JSON.parse(json) as StoredLineOption[]);

/**
 * Decision 080: a line as the voucher names it, with the options and what each added (the unit price includes them);
 * a combo with its products' own ('Combo Parrilla (Bife de chorizo: Jugoso, Huevo frito (+ $ 1.500,00))').
 */
const lineName = (line: LineRow, lines: readonly LineRow[]) => {
  if (line.kind !== "promotion")
    return line.options ? `${line.name} (${optionsOf(line.options)})` : line.name;
  const chosen = lines
    .filter((item) => item.kind === "combo-item" && item.parent_position === line.position && item.options)
    .map((item) => `${item.name}: ${optionsOf(item.options)}`);
  return chosen.length > 0 ? `${line.name} (${chosen.join("; ")})` : line.name;
};

/**
 * What a printed voucher says beyond ARCA's record (decision 055): the issuer as its settings are now,
 * what the order sold and how it was paid, and RG 4892's QR once it has its CAE. Pesos.
 */
export const invoiceDocument = async (db: Db, row: Row): Promise<InvoiceDocument> => {
  const invoice = toInvoice(row, row.turn);
  const [settings, business, order, lines, payments, related] = await documentRowsOf(db, row);
  const pesos = (centavos: number | string) => centavosToPesos(Number(centavos));
  const authorized =
    invoice.status === "authorized" && invoice.cae && invoice.number !== null && invoice.date;
  return {
    invoice,
    issuer: {
      cuit: settings.cuit,
      legalName: settings.legal_name,
      businessName: business.name,
      address: business.address || null,
      ivaCondition: settings.iva_condition as InvoiceDocument["issuer"]["ivaCondition"],
      grossIncome: settings.gross_income,
      activityStart: settings.activity_start,
    },
    lines: lines
      .filter((line) => line.kind !== "combo-item")
      .map((line) => ({
        name: lineName(line, lines),
        quantity: Number(line.quantity),
        unitPrice: pesos(line.unit_price),
        total: pesos(line.subtotal),
      })),
    discount: pesos(order.discount),
    surcharge: pesos(order.surcharge),
    deliveryFee: pesos(order.delivery_fee),
    tip: pesos(order.tip),
    payments: payments.map((payment) => ({ name: payment.name, amount: pesos(payment.amount) })),
    relatedVoucher: related
      ? `${voucherTypeLabels[related.voucher_type]} ${voucherNumberText(
          Number(related.point_of_sale),
          related.number === null ? null : Number(related.number),
        )}`
      : null,
    qrUrl:
      authorized && invoice.cae && invoice.number !== null && invoice.date
        ? qrUrl(
            qrPayload({
              date: invoice.date,
              issuerCuit: settings.cuit,
              pointOfSale: invoice.pointOfSale,
              voucherType: invoice.voucherType,
              number: invoice.number,
              amount: invoice.total,
              document: { type: invoice.receptor.documentType, number: invoice.receptor.documentNumber },
              cae: invoice.cae,
            }),
          )
        : null,
  };
};
