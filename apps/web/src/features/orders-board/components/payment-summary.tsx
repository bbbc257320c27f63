import { adjustmentKindLabels, formatPesos, type Order, type OrderPayment } from "@comanda/domain";
import { AmountRows, type AmountRow as Row } from "@/components/amount-rows";

/** "Efectivo $ 6.000 · Paga con $ 10.000 · Vuelto $ 4.000", one line per part. */
export const paymentRows = (payments: readonly OrderPayment[]): Row[] =>
  payments.map((payment) => ({
    key: payment.paymentMethodId,
    label:
      payment.tendered === null
        ? payment.name
        : `${payment.name} · Paga con ${formatPesos(payment.tendered)} · Vuelto ${formatPesos(payment.change ?? 0)}`,
    amount: formatPesos(payment.amount),
  }));

export function PaymentSummary({ payments }: { payments: readonly OrderPayment[] }) {
  return <AmountRows rows={paymentRows(payments)} label="Pagos" />;
}

/** Whether the card has more to say about the money than its method and total. */
export const hasMoneyDetail = (order: Order) =>
  order.adjustments.length > 0 ||
  order.tip > 0 ||
  order.deliveryFee > 0 ||
  order.payments.length > 1 ||
  order.payments.some((payment) => payment.tendered !== null);

/**
 * The card's money lines (decision 031): discounts, surcharges, tip and a delivery's fee (decision 050), then
 * each payment part; nothing for a plain order.
 */
export function OrderMoneySummary({ order }: { order: Order }) {
  if (!hasMoneyDetail(order)) return null;
  const rows: Row[] = [
    ...order.adjustments.map((adjustment, index) => ({
      key: `adjustment-${index}`,
      label: `${adjustmentKindLabels[adjustment.kind]}${adjustment.mode === "percent" ? ` ${adjustment.value} %` : ""}: ${adjustment.reason}`,
      amount: `${adjustment.kind === "discount" ? "−" : "+"}${formatPesos(adjustment.amount)}`,
    })),
    ...(order.tip > 0 ? [{ key: "tip", label: "Propina", amount: formatPesos(order.tip) }] : []),
    ...(order.deliveryFee > 0
      ? [{ key: "delivery", label: "Envío", amount: formatPesos(order.deliveryFee) }]
      : []),
    ...paymentRows(order.payments),
  ];
  return <AmountRows rows={rows} label="Cobro" />;
}
