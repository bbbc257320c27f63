/// <reference types="pdfkit" />
/** The A4 invoice's measures (PDF points, y downwards as pdfkit draws) and its few ways of writing. */

export type Pdf = PDFKit.PDFDocument;

const MM = 72 / 25.4;
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 12 * MM;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const RIGHT = MARGIN + CONTENT_WIDTH;
/** RG 4892 leaves the size free; 28 mm reads well on a phone from a sheet on the table. */
export const QR_SIZE = 28 * MM;
/** The CAE and the QR, or the notice that stands for them, at the foot of the last page. */
export const FOOTER_HEIGHT = QR_SIZE + 20;
/** Where the lines and the totals stop, so the foot always has its room. */
export const BODY_BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT - 8;
export const PADDING = 8;
export const LINE_COLOR = "#000000";
export const SHADE = "#e8e8e8";

type Style = { size?: number; bold?: boolean; align?: "left" | "center" | "right" };

const setFont = (pdf: Pdf, { size = 9, bold = false }: Style) =>
  pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(size);

/** Writes `text` in a column from (x, y) and answers where the next line starts. */
export const write = (pdf: Pdf, text: string, x: number, y: number, width: number, style: Style = {}) => {
  setFont(pdf, style)
    .fillColor("#000000")
    .text(text, x, y, { width, align: style.align ?? "left" });
  return pdf.y;
};

/** "Label: value" with the label in bold, wrapping as one paragraph. */
export const writeLabelled = (
  pdf: Pdf,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  size = 9,
) => {
  setFont(pdf, { size, bold: true })
    .fillColor("#000000")
    .text(`${label}: `, x, y, { width, continued: true });
  setFont(pdf, { size }).text(value);
  return pdf.y;
};

/** A label at the left of the column and its amount at the right, on one line. */
export const writeAmountRow = (
  pdf: Pdf,
  row: { label: string; amount: string },
  x: number,
  y: number,
  width: number,
  style: Style = {},
) => {
  setFont(pdf, style).fillColor("#000000");
  const amountWidth = pdf.widthOfString(row.amount);
  pdf.text(row.amount, x + width - amountWidth - 1, y, { lineBreak: false });
  const labelEnd = write(pdf, row.label, x, y, width - amountWidth - 8, style);
  return Math.max(labelEnd, y + pdf.currentLineHeight(true));
};

/** The height `text` takes in a column of `width`. */
export const heightOf = (pdf: Pdf, text: string, width: number, style: Style = {}) =>
  setFont(pdf, style).heightOfString(text, { width });

export const box = (pdf: Pdf, x: number, y: number, width: number, height: number, lineWidth = 0.8) =>
  pdf.save().lineWidth(lineWidth).strokeColor(LINE_COLOR).rect(x, y, width, height).stroke().restore();
