import { formatClock, formatDayMonth } from "@comanda/domain";
import type { PrintWidth } from "@comanda/domain/printing";
import ReceiptPrinterEncoder, { type TableCell, type TableRow } from "@point-of-sale/receipt-printer-encoder";
import { printable } from "./printable.ts";

/**
 * Printers sold in Argentina ship with the Latin-1 DOS pages: cp858 (cp850 with €) on most Epson and
 * clones; cp850 for those that lack it. Both put ñ at 0xA4 and á at 0xA0.
 */
export type PrinterCodepage = "cp858" | "cp850";

export type RenderOptions = { width: PrintWidth; codepage?: PrinterCodepage };

/** Font A: 48 columns on 80 mm paper, 32 on 58 mm. */
export const columnsFor = (width: PrintWidth) => (width === 80 ? 48 : 32);

const printableCell = (cell: TableCell): TableCell => {
  if (typeof cell === "string") return printable(cell);
  if (typeof cell === "object" && typeof cell.content === "string")
    return { ...cell, content: printable(cell.content) };
  // A function cell writes on an encoder of the library's own, past this gate.
  throw new Error("A ticket's table cell is text.");
};

/**
 * Decision 066: every piece of text a ticket prints passes `printable` on its way to the code page, so
 * no product name, note or address can become a command (the commands are the encoder's methods).
 */
class TicketEncoder extends ReceiptPrinterEncoder {
  override text(value: string) {
    return super.text(printable(value));
  }
  override table(...[columns, rows, options]: Parameters<ReceiptPrinterEncoder["table"]>) {
    const cells = rows.map((row: TableRow) => (Array.isArray(row) ? row.map(printableCell) : row));
    return super.table(columns, cells, options);
  }
}

/**
 * An encoder that resets the printer and selects the code page before any text, so accents never
 * depend on what the previous ticket, or the printer's own setting, left selected.
 */
export const startTicket = ({ width, codepage = "cp858" }: RenderOptions) => {
  const encoder = new TicketEncoder({
    language: "esc-pos",
    columns: columnsFor(width),
    // The code page numbers of Epson's ESC t, which clones copy: cp858 = 19, cp850 = 2.
    codepageMapping: "epson",
  });
  return encoder.initialize().codepage(codepage);
};

export type Encoder = ReturnType<typeof startTicket>;

/** Epoch ms → "26/11 09:05" in Buenos Aires time. */
export const formatStamp = (ms: number) => `${formatDayMonth(ms)} ${formatClock(ms)}`;

const quantityFormat = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 3 });
export const formatQuantity = (quantity: number) => quantityFormat.format(quantity);

/** A rule of plain dashes: box-drawing glyphs would switch the printer to cp437 and back. */
export const dashes = (encoder: Encoder) => encoder.line("-".repeat(encoder.columns));

/** "$ 1.000.000,00" is 14 characters: amounts up to a million pesos line up in one column. */
const amountWidth = 14;

/** The widest run a label's column must hold: its longest word, the first one with its indent. */
const longestWord = (text: string) =>
  Math.max(/^\s*\S*/.exec(text)?.[0].length ?? 0, ...text.split(/\s+/).map((word) => word.length));

/**
 * A label and an amount at the right edge; a long label wraps within its column, at its spaces. Decision
 * 066: an amount is never cut nor wrapped: a larger one widens its column, and when the label's
 * longest word no longer fits beside it ("Diferencia" beside "Faltante $ 99.999.999,99" on 58 mm), the label
 * takes a line of its own and the amount the next one, at the right edge.
 */
export const amountRow = (encoder: Encoder, label: string, amount: string) => {
  const amountColumn = Math.max(amountWidth, amount.length);
  const labelColumn = encoder.columns - amountColumn - 1;
  if (labelColumn < Math.max(1, longestWord(label)))
    return encoder.line(label).align("right").line(amount).align("left");
  return encoder.table(
    [
      { width: labelColumn, marginRight: 1, align: "left" },
      { width: amountColumn, align: "right" },
    ],
    [[label, amount]],
  );
};

/**
 * Text in large type (double width and height), on one line when it fits and else with `value` on a line
 * of its own: an amount in large type is never split. One too long even for that prints at normal width.
 */
export const largeRow = (encoder: Encoder, label: string, value: string) => {
  const half = Math.floor(encoder.columns / 2);
  encoder.size(2, 2);
  if (label.length + 1 + value.length <= half) encoder.line(`${label} ${value}`);
  else {
    encoder.line(label);
    if (value.length > half) encoder.size(1, 2);
    encoder.line(value);
  }
  return encoder.size(1, 1);
};

/** Feed past the cutter, then cut (GS V). */
export const finishTicket = (encoder: Encoder) => encoder.newline(4).cut().encode();
