import type { AmountRow, PrintedInvoice } from "@comanda/domain/printed-invoice";
import {
  BODY_BOTTOM,
  box,
  CONTENT_WIDTH,
  FOOTER_HEIGHT,
  heightOf,
  LINE_COLOR,
  MARGIN,
  PADDING,
  PAGE_HEIGHT,
  type Pdf,
  QR_SIZE,
  RIGHT,
  SHADE,
  write,
  writeAmountRow,
} from "./invoice-pdf-layout.ts";
import { darkRuns, qrMatrix } from "./qr-matrix.ts";

const QUANTITY_WIDTH = 48;
const AMOUNT_WIDTH = 95;
const NAME_WIDTH = CONTENT_WIDTH - QUANTITY_WIDTH - 2 * AMOUNT_WIDTH;
const CELL = 5;
const HEAD_HEIGHT = 18;

type Column = { x: number; width: number; align: "left" | "right" };
const columns: Column[] = [
  { x: MARGIN, width: QUANTITY_WIDTH, align: "right" },
  { x: MARGIN + QUANTITY_WIDTH, width: NAME_WIDTH, align: "left" },
  { x: MARGIN + QUANTITY_WIDTH + NAME_WIDTH, width: AMOUNT_WIDTH, align: "right" },
  { x: MARGIN + QUANTITY_WIDTH + NAME_WIDTH + AMOUNT_WIDTH, width: AMOUNT_WIDTH, align: "right" },
];

const drawRow = (pdf: Pdf, cells: string[], y: number, bold = false) =>
  Math.max(
    ...cells.map((text, index) => {
      const column = columns[index] as Column;
      const x = column.x + CELL;
      return write(pdf, text, x, y, column.width - 2 * CELL, { size: 9, bold, align: column.align });
    }),
  );

const drawTableHead = (pdf: Pdf, y: number) => {
  pdf.save().rect(MARGIN, y, CONTENT_WIDTH, HEAD_HEIGHT).fill(SHADE).restore();
  box(pdf, MARGIN, y, CONTENT_WIDTH, HEAD_HEIGHT);
  drawRow(pdf, ["Cant.", "Descripción", "Precio unit.", "Subtotal"], y + 5, true);
  return y + HEAD_HEIGHT;
};

/** What was sold, one row a line; a long order goes on to more pages, each with the table's head. */
export const drawLines = (pdf: Pdf, printed: PrintedInvoice, top: number): number => {
  let y = drawTableHead(pdf, top) + 4;
  for (const line of printed.lines) {
    const height = heightOf(pdf, line.name, NAME_WIDTH - 2 * CELL, { size: 9 }) + 4;
    if (y + height > BODY_BOTTOM) {
      pdf.addPage();
      y = drawTableHead(pdf, MARGIN) + 4;
    }
    y = Math.max(drawRow(pdf, [line.quantity, line.name, line.unitPrice, line.total], y), y + height);
  }
  pdf.save().lineWidth(0.8).strokeColor(LINE_COLOR).moveTo(MARGIN, y).lineTo(RIGHT, y).stroke().restore();
  return y;
};

const TOTALS_WIDTH = 240;
const ROW_HEIGHT = 14;

const drawRows = (pdf: Pdf, rows: AmountRow[], x: number, y: number, width: number) =>
  rows.reduce((next, row) => writeAmountRow(pdf, row, x, next, width, { size: 9.5 }) + 3, y);

/**
 * The totals on the right (subtotal and adjustments; a Factura A's net and IVA; the total), and on the left
 * the consumer's IVA (Ley 27.743), how it was paid and the tip, which the invoice does not include.
 */
export const drawTotals = (pdf: Pdf, printed: PrintedInvoice, top: number): number => {
  const rightRows = printed.adjustments.length + printed.taxes.length;
  const leftRows = (printed.transparency ? 4 : 0) + printed.payments.length + (printed.tip ? 3 : 1);
  let y = top + 10;
  if (y + ROW_HEIGHT * (Math.max(rightRows, leftRows) + 3) > BODY_BOTTOM) {
    pdf.addPage();
    y = MARGIN;
  }
  const totalsX = RIGHT - TOTALS_WIDTH;
  let right = drawRows(pdf, [...printed.adjustments, ...printed.taxes], totalsX, y, TOTALS_WIDTH);
  pdf.save().rect(totalsX, right, TOTALS_WIDTH, 24).fill(SHADE).restore();
  box(pdf, totalsX, right, TOTALS_WIDTH, 24, 1.2);
  const total = { label: "TOTAL", amount: printed.total };
  right = writeAmountRow(pdf, total, totalsX + 6, right + 6, TOTALS_WIDTH - 12, { size: 13, bold: true }) + 8;

  const leftWidth = CONTENT_WIDTH - TOTALS_WIDTH - 24;
  let left = y;
  if (printed.transparency) {
    const start = left;
    left = write(pdf, printed.transparency.legend, MARGIN + 6, left + 5, leftWidth - 12, {
      size: 8.5,
      bold: true,
    });
    left =
      writeAmountRow(pdf, printed.transparency.vat, MARGIN + 6, left + 3, leftWidth - 12, { size: 9.5 }) + 4;
    box(pdf, MARGIN, start, leftWidth, left - start);
    left += 10;
  }
  if (printed.payments.length > 0) {
    left = write(pdf, "Forma de pago", MARGIN, left, leftWidth, { size: 9.5, bold: true }) + 2;
    left = drawRows(pdf, printed.payments, MARGIN, left, leftWidth);
  }
  if (printed.tip) left = write(pdf, printed.tip, MARGIN, left + 6, leftWidth, { size: 9.5 });
  return Math.max(left, right);
};

/** RG 4892's code, drawn module by module (a row's dark run as one rectangle), `size` points wide. */
const drawQr = (pdf: Pdf, text: string, x: number, y: number, size: number) => {
  const matrix = qrMatrix(text);
  const module = size / matrix.length;
  pdf.save().fillColor("#000000");
  for (const [row, col, length] of darkRuns(matrix)) {
    pdf.rect(x + col * module, y + row * module, length * module, module);
  }
  pdf.fill().restore();
};

/** The CAE, its due date and the QR; without a CAE, in their place, that the voucher is not valid. */
export const drawFooter = (pdf: Pdf, printed: PrintedInvoice) => {
  const top = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT;
  pdf.save().lineWidth(0.8).strokeColor(LINE_COLOR).moveTo(MARGIN, top).lineTo(RIGHT, top).stroke().restore();
  const { authorization } = printed;
  if (!authorization) {
    const notice = printed.notice ?? "";
    const height = heightOf(pdf, notice, CONTENT_WIDTH - 2 * PADDING, { size: 20, bold: true });
    const y = top + (FOOTER_HEIGHT - height) / 2;
    // A line's height includes the gap under it: the box sits lower, so the words look centred in it.
    box(pdf, MARGIN, y - PADDING + 3, CONTENT_WIDTH, height + 2 * PADDING - 4, 2.5);
    write(pdf, notice, MARGIN + PADDING, y, CONTENT_WIDTH - 2 * PADDING, {
      size: 20,
      bold: true,
      align: "center",
    });
    return;
  }
  const y = top + 10;
  drawQr(pdf, authorization.qrUrl, MARGIN, y, QR_SIZE);
  const x = MARGIN + QR_SIZE + 16;
  const width = CONTENT_WIDTH - QR_SIZE - 16;
  let next = write(pdf, "Comprobante autorizado", x, y + 6, width, { size: 12, bold: true }) + 6;
  next = write(pdf, `CAE N°: ${authorization.cae}`, x, next, width, { size: 11, bold: true }) + 3;
  write(pdf, `Vto. CAE: ${authorization.dueDate}`, x, next, width, { size: 11, bold: true });
};
