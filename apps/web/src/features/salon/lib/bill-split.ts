import { centavosToPesos, type Order, type PaymentInput, pesosToCentavos } from "@comanda/domain";
import { orderLineKey } from "@comanda/domain/kitchen";
import type { BillLine, ItemShare } from "@comanda/domain/tabs";

/** A line of the tab as the split by items reads it: `key` names it, money in centavos. */
export const billLinesOf = (tab: Order): (BillLine & { name: string })[] =>
  tab.lines.map((line) => ({
    // The line's own key: one product, or one combo, may be on several lines with other choices (decision 080).
    key: orderLineKey(line),
    name: line.name,
    quantity: line.quantity,
    subtotal: pesosToCentavos(line.subtotal),
  }));

/** Every unit to the first part: the waiter moves to the others what each one ate. */
export const firstPartTakesAll = (lines: readonly BillLine[], parts: number): ItemShare[] =>
  Array.from({ length: parts }, (_, index) =>
    Object.fromEntries(lines.map((line) => [line.key, index === 0 ? line.quantity : 0])),
  );

/** One person's part of the bill: how they pay it; centavos. */
export type PaidPart = { methodId: string; amount: number; tendered: number | null };

/**
 * The payments the server takes: one per method (two people paying cash are one cash payment of both
 * amounts), each 'Paga con' added when every part of that method gave one.
 */
export const paymentsOf = (parts: readonly PaidPart[]): PaymentInput[] => {
  const byMethod = new Map<string, { amount: number; tendered: number | null; all: boolean }>();
  for (const part of parts) {
    const kept = byMethod.get(part.methodId) ?? { amount: 0, tendered: 0, all: true };
    byMethod.set(part.methodId, {
      amount: kept.amount + part.amount,
      tendered: (kept.tendered ?? 0) + (part.tendered ?? 0),
      all: kept.all && part.tendered !== null,
    });
  }
  return [...byMethod].map(([methodId, payment]) => ({
    payment_method_id: methodId,
    amount: centavosToPesos(payment.amount),
    tendered: payment.all && payment.tendered !== null ? centavosToPesos(payment.tendered) : null,
  }));
};
