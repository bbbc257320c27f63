import { formatDateTime } from "./dates.ts";
import type { MoneyTotal } from "./money.ts";

/** Decision 020: CSV that opens right in a spreadsheet set to Spanish (Argentina). */
export const CSV_SEPARATOR = ";";
export const CSV_BOM = "\uFEFF";

/**
 * A cell the export formats itself (money, a date): never typed by a user, so written as it is. Every other
 * string is text and goes through csvText, so no export can forget the guard.
 */
export type CsvFormatted = { readonly formatted: string };
export type CsvValue = string | number | null | CsvFormatted;

/** A cell: text is quoted when it holds the separator, a quote or a line break; quotes are doubled. */
export const csvCell = (value: CsvValue): string => {
  if (value === null) return "";
  const text =
    typeof value === "number"
      ? csvNumber(value)
      : typeof value === "string"
        ? csvText(value)
        : value.formatted;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A number with a decimal comma and no thousands separator: 1234.5 → "1234,5". */
export const csvNumber = (value: number): string => String(value).replace(".", ",");

/**
 * Pesos with two decimals and a decimal comma: 1234.5 → "1234,50"; a sum past a double's exact digits comes
 * as a decimal string (decision 068) and keeps every digit.
 */
export const csvMoney = (pesos: MoneyTotal): CsvFormatted => ({
  formatted: (typeof pesos === "string" ? pesos : pesos.toFixed(2)).replace(".", ","),
});

/** Rows to a CSV document: BOM, header, CRLF line ends (what spreadsheets expect). */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvValue[])[]) =>
  `${CSV_BOM}${[header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join("\r\n")}\r\n`;

/** An instant as es-AR date and time in Buenos Aires, without the comma: "23/11/2026 14:05"; "" for none. */
export const csvDateTime = (ms: number | null): CsvFormatted => ({
  formatted: ms === null ? "" : formatDateTime(ms).replace(", ", " "),
});

/**
 * Text a user typed (a name, a turn), kept from being read as a formula: a spreadsheet runs a cell that
 * starts with =, +, -, @, a tab or a carriage return as one, some even after leading spaces (CSV injection),
 * so such text gets a leading apostrophe, which it shows as text.
 */
export const csvText = (text: string): string => (/^\s*[=+\-@\t\r]/.test(text) ? `'${text}` : text);
