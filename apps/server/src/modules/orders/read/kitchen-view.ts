import { kitchenChanges, type Order, type OrderCustomer, type Role } from "@comanda/domain";

/** "Ana María Pérez" → "Ana": enough to call the order out, nothing to find the customer by. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

const kitchenCustomer = (customer: OrderCustomer | null): OrderCustomer | null =>
  customer && { id: customer.id, name: firstName(customer.name), phone: null, address: null, notes: null };

/**
 * Decision 070: what KITCHEN reads of an order. `/customers` is not the kitchen's, nor how
 * an order is paid: it gets the items, the notes, the type, the table, the promised time and the customer's
 * first name. The shape stays the order's, so every board renders it; what is dropped reads empty.
 */
export const kitchenView = (order: Order): Order => ({
  ...order,
  paymentMethodId: "",
  paymentMethodName: "",
  adjustments: [],
  tip: 0,
  payments: [],
  changes: kitchenChanges(order.changes),
  customer: kitchenCustomer(order.customer),
});

/** The order as the caller's role may read it. */
export const orderFor = (role: Role, order: Order): Order =>
  role === "KITCHEN" ? kitchenView(order) : order;
