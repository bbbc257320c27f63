import { formatMoney } from "@comanda/domain";
import type { ReceiptDocument } from "./documents.ts";
import {
  amountRow,
  dashes,
  finishTicket,
  formatQuantity,
  formatStamp,
  plain,
  type RenderOptions,
  startTicket,
} from "./escpos.ts";

const money = (centavos: number) => plain(formatMoney(centavos));

/** The customer's copy: the lines with their amounts, adjustments, tip, total and how it was paid. */
export const renderReceipt = (doc: ReceiptDocument, options: RenderOptions): Uint8Array => {
  const encoder = startTicket(options);
  encoder.align("center").bold(true).line(plain(doc.businessName)).bold(false);
  if (doc.address) encoder.line(plain(doc.address));
  if (doc.reprint) encoder.line("COPIA");
  encoder
    .newline()
    .size(2, 2)
    .line(plain(`Turno ${doc.turn}`))
    .size(1, 1)
    .newline();
  encoder.align("left").line(formatStamp(doc.createdAt));
  dashes(encoder);
  for (const line of doc.lines)
    amountRow(encoder, `${formatQuantity(line.quantity)} x ${line.name}`, money(line.amount));
  dashes(encoder);
  const adjustments = doc.adjustments ?? [];
  if (adjustments.length || doc.tip) amountRow(encoder, "Subtotal", money(doc.subtotal));
  for (const adjustment of adjustments) amountRow(encoder, adjustment.label, money(adjustment.amount));
  if (doc.tip) amountRow(encoder, "Propina", money(doc.tip));
  encoder.bold(true);
  amountRow(encoder, "TOTAL", money(doc.total));
  encoder.bold(false);
  for (const payment of doc.payments) amountRow(encoder, payment.name, money(payment.amount));
  if (doc.observation) encoder.newline().line(plain(doc.observation));
  encoder.newline().align("center").line("¡Gracias por su visita!").line("No válido como factura");
  return finishTicket(encoder);
};
