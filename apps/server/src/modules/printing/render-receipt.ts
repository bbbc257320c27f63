import { formatClock, formatMoney } from "@comanda/domain";
import { formatPhone } from "@comanda/domain/phone-format";
import type { ReceiptDocument } from "./documents.ts";
import {
  amountRow,
  dashes,
  type Encoder,
  finishTicket,
  formatQuantity,
  formatStamp,
  largeRow,
  type RenderOptions,
  startTicket,
} from "./escpos.ts";

const money = (centavos: number) => formatMoney(centavos);

const printCustomer = (encoder: Encoder, customer: NonNullable<ReceiptDocument["customer"]>) => {
  dashes(encoder);
  encoder.bold(true).line(`Cliente: ${customer.name}`).bold(false);
  if (customer.phone) encoder.line(`Tel.: ${formatPhone(customer.phone)}`);
  if (customer.address) encoder.line(`Dirección: ${customer.address}`);
  if (customer.notes) encoder.line(`Notas: ${customer.notes}`);
};

/** The customer's copy: the lines with their amounts, adjustments, tip, total and how it was paid. */
export const renderReceipt = (doc: ReceiptDocument, options: RenderOptions): Uint8Array => {
  const encoder = startTicket(options);
  encoder.align("center").bold(true).line(doc.businessName).bold(false);
  if (doc.address) encoder.line(doc.address);
  if (doc.reprint) encoder.line("COPIA");
  encoder.newline().size(2, 2).line(`Pedido N° ${doc.turn}`).size(1, 1).newline();
  if (doc.preBill) encoder.bold(true).line("CUENTA").bold(false);
  if (doc.tableName) encoder.line(doc.tableName);
  else if (doc.typeLabel)
    encoder
      .bold(true)
      .line(doc.typeLabel + (doc.promisedAt ? ` - para las ${formatClock(doc.promisedAt)}` : ""))
      .bold(false);
  encoder.align("left").line(formatStamp(doc.createdAt));
  if (doc.customer) printCustomer(encoder, doc.customer);
  dashes(encoder);
  for (const line of doc.lines) {
    amountRow(encoder, `${formatQuantity(line.quantity)} x ${line.name}`, money(line.amount));
    if (line.detail) encoder.line(`   ${line.detail}`);
  }
  dashes(encoder);
  const adjustments = doc.adjustments ?? [];
  if (adjustments.length || doc.tip || doc.deliveryFee) amountRow(encoder, "Subtotal", money(doc.subtotal));
  for (const adjustment of adjustments) amountRow(encoder, adjustment.label, money(adjustment.amount));
  if (doc.tip) amountRow(encoder, "Propina", money(doc.tip));
  if (doc.deliveryFee) amountRow(encoder, "Envío", money(doc.deliveryFee));
  encoder.bold(true);
  amountRow(encoder, "TOTAL", money(doc.total));
  encoder.bold(false);
  for (const payment of doc.preBill ? [] : doc.payments) {
    amountRow(encoder, payment.name, money(payment.amount));
    // 'Paga con' and 'Vuelto' on rows of their own, as the web's receipt: two amounts never share a row.
    if (payment.tendered != null && payment.tendered > payment.amount) {
      amountRow(encoder, "  Paga con", money(payment.tendered));
      amountRow(encoder, "  Vuelto", money(payment.tendered - payment.amount));
    }
  }
  // What the courier collects at the door, large enough to read on the doorstep: what the customer paid
  // in advance is not collected again (decision 066).
  if (doc.delivery) {
    const due = doc.toCollect ?? doc.total;
    encoder.newline().align("center");
    if (due > 0) largeRow(encoder, "A COBRAR", money(due));
    else encoder.size(2, 2).line("PAGADO").size(1, 1);
    encoder.align("left");
  }
  if (doc.observation) encoder.newline().line(doc.observation);
  if (doc.preBill) encoder.newline().align("center").line("No válido como factura");
  else encoder.newline().align("center").line("¡Gracias por su visita!").line("No válido como factura");
  return finishTicket(encoder);
};
