import {
  centavosOfTotal,
  formatDateTime,
  formatPesos,
  type MoneyTotal,
  orderTypeLabels,
  shiftName,
  totalFromCentavos,
} from "@comanda/domain";
import { cashMovementKindLabels, differenceKind } from "@comanda/domain/cash";
import { voucherTypeLabels } from "@comanda/domain/fiscal";
import { formatPhone } from "@comanda/domain/phone-format";
import type { ZReportDocument } from "./documents.ts";
import {
  amountRow,
  dashes,
  type Encoder,
  finishTicket,
  formatStamp,
  type RenderOptions,
  startTicket,
} from "./escpos.ts";

const count = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 }).format;
const pesos = (value: MoneyTotal) => formatPesos(value);
// Summed in centavos, as BigInt: pesos as floats would drift, and sums may pass 2^53 (decision 068).
const sumPesos = (values: readonly MoneyTotal[]) =>
  totalFromCentavos(values.reduce((sum, value) => sum + centavosOfTotal(value), 0n));

/** As the web's Z report says it: "Faltante $ 100,00", "Sobrante $ 50,00" or "Exacto". */
const difference = (value: MoneyTotal) => {
  const centavos = centavosOfTotal(value);
  const kind = differenceKind(centavos);
  if (kind === "exacto") return "Exacto";
  return `${kind === "faltante" ? "Faltante" : "Sobrante"} ${pesos(totalFromCentavos(centavos < 0n ? -centavos : centavos))}`;
};

const heading = (encoder: Encoder, title: string) => {
  dashes(encoder);
  encoder.bold(true).line(title).bold(false);
};

/** The Z report (decision 020) on the roll, with the web's wording (apps/web/src/features/sales/components/z-report.tsx). */
export const renderZReport = (report: ZReportDocument, options: RenderOptions): Uint8Array => {
  const encoder = startTicket(options);
  const { business, shift } = report;
  encoder.align("center").bold(true).line(business.name).bold(false).line(business.address);
  if (business.phone) encoder.line(`Tel. ${formatPhone(business.phone)}`);
  if (report.reprint) encoder.line("COPIA");
  encoder.newline().size(2, 2).line("Informe Z").size(1, 1).line(shiftName(shift.startDate)).newline();
  encoder.align("left");
  encoder.line(`Apertura: ${formatDateTime(shift.startDate)} - ${shift.openedByName}`);
  encoder.line(`Cierre: ${formatDateTime(shift.endDate)} - ${shift.closedByName ?? "-"}`);
  amountRow(encoder, "Fondo de caja", pesos(report.cashFloat));
  amountRow(encoder, `Completadas (${count(report.completed.orders)})`, pesos(report.completed.amount));
  amountRow(encoder, `Canceladas (${count(report.cancelled.orders)})`, pesos(report.cancelled.amount));

  heading(encoder, "Ventas");
  amountRow(encoder, "Subtotal", pesos(report.sales.subtotal));
  amountRow(encoder, "Descuentos", `-${pesos(report.sales.discounts)}`);
  amountRow(encoder, "Recargos", `+${pesos(report.sales.surcharges)}`);
  amountRow(encoder, "Propinas", `+${pesos(report.sales.tips)}`);
  if (report.sales.deliveryFees) amountRow(encoder, "Envíos", `+${pesos(report.sales.deliveryFees)}`);
  encoder.bold(true);
  amountRow(encoder, "Total", pesos(report.sales.total));
  encoder.bold(false);

  heading(encoder, "Por medio de pago");
  if (!report.byPaymentMethod.length) encoder.line("No hay órdenes completadas.");
  for (const method of report.byPaymentMethod)
    amountRow(encoder, `${method.name} (${count(method.orders)})`, pesos(method.amount));

  // Decision 050: 'Mostrador', 'Para llevar', 'Delivery'… only when more than the counter sold.
  if (report.byType.some((sold) => sold.type !== "counter")) {
    heading(encoder, "Por tipo de pedido");
    for (const sold of report.byType)
      amountRow(encoder, `${orderTypeLabels[sold.type]} (${count(sold.orders)})`, pesos(sold.amount));
  }

  // Decision 055: the invoices and credit notes ARCA authorized, per type.
  if (report.vouchers.length) {
    heading(encoder, "Comprobantes");
    for (const voucher of report.vouchers) {
      // The label on a line of its own: "Nota de crédito B" leaves no room for an amount on 58 mm.
      encoder.line(voucherTypeLabels[voucher.voucherType]);
      amountRow(encoder, `  Cantidad ${count(voucher.count)}`, pesos(voucher.total));
      if (Number(voucher.vat) > 0) amountRow(encoder, "  IVA", pesos(voucher.vat));
    }
  }

  heading(encoder, "Arqueo de caja");
  if (!report.count.length) encoder.line("No hubo nada que contar.");
  for (const line of report.count) {
    encoder.line(line.name);
    amountRow(encoder, "  Esperado", pesos(line.expected));
    amountRow(encoder, "  Contado", pesos(line.counted));
    // Decision 066: the web's 'Diferencia' column, as a row whose value is never cut.
    amountRow(encoder, "  Diferencia", difference(line.difference));
  }
  if (report.count.length > 1) {
    encoder.bold(true);
    amountRow(encoder, "Diferencia total", difference(sumPesos(report.count.map((line) => line.difference))));
    encoder.bold(false);
  }
  if (report.countNote) encoder.line(`Nota del arqueo: ${report.countNote}`);

  heading(encoder, "Movimientos de caja");
  if (!report.cashMovements.length) encoder.line("No hubo movimientos de caja.");
  for (const movement of report.cashMovements) {
    encoder.line(`${cashMovementKindLabels[movement.kind]}: ${movement.reason}`);
    amountRow(
      encoder,
      `  ${formatStamp(movement.createdAt)}`,
      `${movement.kind === "out" ? "-" : "+"}${pesos(movement.amount)}`,
    );
  }

  heading(encoder, "Más vendidos");
  if (!report.bestSellers.length) encoder.line("No se vendió ningún producto.");
  for (const product of report.bestSellers) encoder.line(`${count(product.quantity)} x ${product.name}`);
  return finishTicket(encoder);
};
