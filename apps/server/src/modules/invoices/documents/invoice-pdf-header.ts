import type { PrintedInvoice } from "@comanda/domain/printed-invoice";
import {
  box,
  CONTENT_WIDTH,
  LINE_COLOR,
  MARGIN,
  PADDING,
  type Pdf,
  RIGHT,
  SHADE,
  write,
  writeLabelled,
} from "./invoice-pdf-layout.ts";

const LETTER_BOX = 46;

/**
 * The header of an Argentine A4 voucher: the issuer on the left, the voucher on the right, the letter and its
 * code in a box between them (RG 1415). Answers where the header ends.
 */
export const drawHeader = (pdf: Pdf, printed: PrintedInvoice, top: number): number => {
  let y = top;
  if (printed.testing) {
    pdf.save().rect(MARGIN, y, CONTENT_WIDTH, 22).fill(SHADE).restore();
    box(pdf, MARGIN, y, CONTENT_WIDTH, 22, 1.5);
    write(pdf, printed.testing, MARGIN, y + 6, CONTENT_WIDTH, { size: 12, bold: true, align: "center" });
    y += 28;
  }
  box(pdf, MARGIN, y, CONTENT_WIDTH, 18);
  write(pdf, "ORIGINAL", MARGIN, y + 5, CONTENT_WIDTH, { size: 10, bold: true, align: "center" });
  y += 18;

  const center = MARGIN + CONTENT_WIDTH / 2;
  const halfGap = LETTER_BOX / 2 + 10;
  const leftX = MARGIN + PADDING;
  const leftWidth = center - halfGap - leftX;
  const { issuer } = printed;
  let left = write(pdf, issuer.businessName, leftX, y + 12, leftWidth, {
    size: 15,
    bold: true,
    align: "center",
  });
  left = writeLabelled(pdf, "Razón social", issuer.legalName, leftX, left + 8, leftWidth) + 2;
  if (issuer.address)
    left = writeLabelled(pdf, "Domicilio comercial", issuer.address, leftX, left, leftWidth) + 2;
  left = writeLabelled(pdf, "Condición frente al IVA", issuer.condition, leftX, left, leftWidth);

  const rightX = center + halfGap;
  const rightWidth = RIGHT - PADDING - rightX;
  let right = write(pdf, printed.typeName, rightX, y + 10, rightWidth, { size: 18, bold: true });
  const number = `Punto de venta: ${printed.pointOfSale}     Comp. Nro: ${printed.number}`;
  right = write(pdf, number, rightX, right + 4, rightWidth, { size: 10, bold: true }) + 2;
  right = writeLabelled(pdf, "Fecha de emisión", printed.date, rightX, right, rightWidth, 10) + 10;
  right = writeLabelled(pdf, "CUIT", issuer.cuit, rightX, right, rightWidth) + 2;
  if (issuer.grossIncome) {
    right = writeLabelled(pdf, "Ingresos Brutos", issuer.grossIncome, rightX, right, rightWidth) + 2;
  }
  right = writeLabelled(
    pdf,
    "Fecha de inicio de actividades",
    issuer.activityStart,
    rightX,
    right,
    rightWidth,
  );

  const bottom = Math.max(left, right, y + LETTER_BOX + 40) + PADDING;
  box(pdf, MARGIN, y, CONTENT_WIDTH, bottom - y);
  const letterX = center - LETTER_BOX / 2;
  pdf
    .save()
    .lineWidth(1.2)
    .rect(letterX, y, LETTER_BOX, LETTER_BOX)
    .fillAndStroke("#ffffff", LINE_COLOR)
    .moveTo(center, y + LETTER_BOX)
    .lineTo(center, bottom)
    .lineWidth(0.8)
    .stroke()
    .restore();
  write(pdf, printed.letter, letterX, y + 5, LETTER_BOX, { size: 28, bold: true, align: "center" });
  write(pdf, printed.code, letterX, y + 34, LETTER_BOX, { size: 7, bold: true, align: "center" });
  return bottom;
};

/** Who buys: "A CONSUMIDOR FINAL", or the name, the document and the condition; a credit note's invoice. */
export const drawReceptor = (pdf: Pdf, printed: PrintedInvoice, top: number): number => {
  const x = MARGIN + PADDING;
  const width = CONTENT_WIDTH - 2 * PADDING;
  let y = top + PADDING;
  printed.receptor.forEach((line, index) => {
    y = write(pdf, line, x, y, width, { size: index === 0 ? 11 : 9, bold: index === 0 }) + 2;
  });
  if (printed.related) y = write(pdf, printed.related, x, y + 2, width, { size: 9, bold: true }) + 2;
  const bottom = y + PADDING - 2;
  box(pdf, MARGIN, top, CONTENT_WIDTH, bottom - top);
  return bottom;
};
