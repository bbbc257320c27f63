import { pesosToCentavos } from "./money.ts";
import type { OrderStatus } from "./order-states.ts";

/**
 * Decision 066: what the courier of a delivery collects at the door, pesos. The order's payments say
 * how it is paid, not whether it was: its cash parts are collected at the door ('Paga con', 'Vuelto'),
 * every other part (Mercado Pago, a transfer, a card by link) was paid before the courier left, and a
 * completed order owes nothing. 0 prints 'PAGADO' (decision 066).
 */
export const amountToCollect = (order: {
  status: OrderStatus;
  payments: readonly { isCash: boolean; amount: number }[];
}): number => {
  if (order.status === "completed") return 0;
  const centavos = order.payments
    .filter((payment) => payment.isCash)
    .reduce((sum, payment) => sum + pesosToCentavos(payment.amount), 0);
  return centavos / 100;
};
