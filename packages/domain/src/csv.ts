import { formatDateTime } from "./dates.ts";

/** Issue 10 point 6: CSV that opens right in a spreadsheet set to Spanish (Argentina). */
export const CSV_SEPARATOR = ";";
export const CSV_BOM = "\uFEFF";

/** A cell: text is quoted when it holds the separator, a quote or a line break; quotes are doubled. */
export const csvCell = (value: string | number | null): string => {
  if (value === null) return "";
  const text = typeof value === "number" ? csvNumber(value) : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A number with a decimal comma and no thousands separator: 1234.5 → "1234,5". */
export const csvNumber = (value: number): string => String(value).replace(".", ",");

/** Pesos with two decimals and a decimal comma: 1234.5 → "1234,50". */
export const csvMoney = (pesos: number): string => pesos.toFixed(2).replace(".", ",");

/** Rows to a CSV document: BOM, header, CRLF line ends (what spreadsheets expect). */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) =>
  `${CSV_BOM}${[header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join("\r\n")}\r\n`;

/** An instant as es-AR date and time in Buenos Aires, without the comma: "23/11/2026 14:05"; "" for none. */
export const csvDateTime = (ms: number | null): string =>
  ms === null ? "" : formatDateTime(ms).replace(", ", " ");

/**
 * Text a user typed (a name), kept from being read as a formula: a spreadsheet runs a cell that starts with
 * =, +, -, @ or a tab as one (CSV injection), so such text gets a leading apostrophe, which it shows as text.
 */
export const csvText = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
