import { type Order, orderTypeLabels } from "@comanda/domain";

/**
 * Where a card's food goes, in a word: the table ('Mesa 4 · Salón', decision 081), the type with the customer's name
 * for take-away and delivery, nothing for the counter (its number says it all).
 */
export const cardWhere = (order: Pick<Order, "type" | "tab" | "customer">): string | null => {
  if (order.type === "counter") return null;
  if (order.type === "table") return order.tab?.tableName ?? orderTypeLabels.table;
  return [orderTypeLabels[order.type], order.customer?.name].filter(Boolean).join(" · ");
};
