import { centavosToPesos, csvMoney, toCsv } from "@comanda/domain";
import { formatCuit, voucherTypeLabels, voucherTypes } from "@comanda/domain/fiscal";
import { isoDate, voucherNumberText } from "@comanda/domain/invoices";
import type { Db } from "../../db/database.ts";
import { voucherTotalsOf } from "../invoices/index.ts";
import { getShift } from "../shifts/index.ts";
import { selectShiftInvoices } from "./queries.ts";

const header = [
  "Fecha",
  "Comprobante",
  "Número",
  "Pedido",
  "Cliente",
  "Documento",
  "Neto",
  "IVA",
  "Total",
  "CAE",
  "Vencimiento CAE",
] as const;

const dayText = (arca: string | null) => {
  if (!arca) return "";
  const [year, month, day] = isoDate(arca).split("-");
  return { formatted: `${day}/${month}/${year}` };
};

const money = (centavos: number) => csvMoney(centavosToPesos(centavos));

/**
 * A shift's authorized invoices (decision 055) and credit notes, one per row in ARCA's type and number
 * order, then one row per voucher type with how many and their totals (as the Z report lists them).
 */
export const shiftInvoicesCsv = async (
  db: Db,
  businessId: string,
  shiftId: string,
): Promise<{ code: string; csv: string }> => {
  const shift = await getShift(db, businessId, shiftId);
  const [rows, totals] = await Promise.all([
    selectShiftInvoices(db, businessId, shiftId),
    voucherTotalsOf(db, businessId, shiftId),
  ]);
  rows.sort(
    (a, b) =>
      voucherTypes[a.voucher_type] - voucherTypes[b.voucher_type] ||
      Number(a.point_of_sale) - Number(b.point_of_sale) ||
      Number(a.number) - Number(b.number),
  );
  const document = (row: (typeof rows)[number]) =>
    row.document_type === "cuit"
      ? `CUIT ${formatCuit(row.document_number)}`
      : row.document_type === "dni"
        ? `DNI ${row.document_number}`
        : "Consumidor final";
  const lines = rows.map((row) => [
    dayText(row.voucher_date),
    voucherTypeLabels[row.voucher_type],
    voucherNumberText(Number(row.point_of_sale), Number(row.number)),
    row.turn,
    row.receptor_name ?? "",
    document(row),
    money(Number(row.net)),
    money(Number(row.total) - Number(row.net)),
    money(Number(row.total)),
    row.cae ?? "",
    dayText(row.cae_due_date),
  ]);
  const summary = totals.map((line) => [
    "",
    `Total ${voucherTypeLabels[line.voucherType]}`,
    `${line.count} comprobante${line.count === 1 ? "" : "s"}`,
    "",
    "",
    "",
    csvMoney(line.net),
    csvMoney(line.vat),
    csvMoney(line.total),
    "",
    "",
  ]);
  return { code: shift.code, csv: toCsv(header, [...lines, ...summary]) };
};
