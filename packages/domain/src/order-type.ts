import { z } from "zod";
import { moneyInput, moneyTotal } from "./money.ts";

/**
 * Decision 050: how an order is served. 'Mostrador' is the counter order with its turn, as before;
 * 'Para llevar' and 'Delivery' name a customer (delivery needs one, with an address); 'Mesa' orders come
 * from the dining room's tabs. Fudo's 'Salón', 'Mostrador' and 'Delivery' are what an owner knows.
 */
export const orderTypes = ["counter", "table", "takeaway", "delivery"] as const;
export type OrderType = (typeof orderTypes)[number];
export const orderType = z.enum(orderTypes, { error: "El tipo de pedido no es válido." });

export const orderTypeLabels: Record<OrderType, string> = {
  counter: "Mostrador",
  table: "Mesa",
  takeaway: "Para llevar",
  delivery: "Delivery",
};

/** What the order screen creates; 'Mesa' orders are opened from a table. */
export const counterOrderTypes = ["counter", "takeaway", "delivery"] as const satisfies readonly OrderType[];
export type CounterOrderType = (typeof counterOrderTypes)[number];

export const isOrderType = (value: unknown): value is OrderType =>
  typeof value === "string" && (orderTypes as readonly string[]).includes(value);

/** How far ahead an order may be promised: a week covers an encargo for the weekend. */
export const MAX_PROMISE_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;
/** A promised time may be a little in the past (the cashier typed "20:30" at 20:31). */
const PROMISE_SLACK_MS = 60 * 60 * 1000;

/** The fields an order of the counter adds for its type (POST /orders); all optional. */
export const orderTypeFields = {
  type: z.enum(counterOrderTypes, { error: "El tipo de pedido no es válido." }).default("counter"),
  customer_id: z.uuid({ error: "Elegí un cliente." }).optional(),
  /** pesos in, centavos out; only for delivery */
  delivery_fee: moneyInput.optional(),
  /** epoch ms: when the customer was told it is ready or arrives */
  promised_at: z
    .number({ error: "La hora prometida no es válida." })
    .int("La hora prometida no es válida.")
    .positive("La hora prometida no es válida.")
    .optional(),
};

type TypeFields = {
  type: CounterOrderType;
  customer_id?: string | undefined;
  delivery_fee?: number | undefined;
  promised_at?: number | undefined;
};

/** The refusals of a type's fields, each with the field it belongs to; checked against `now`. */
export const orderTypeIssues = (order: TypeFields, now: number): { path: string; message: string }[] => {
  const issues: { path: string; message: string }[] = [];
  if (order.type === "delivery" && !order.customer_id)
    issues.push({ path: "customer_id", message: "Elegí el cliente al que se le envía el pedido." });
  if (order.type === "counter" && order.customer_id)
    issues.push({
      path: "customer_id",
      message: "Un pedido de mostrador no lleva cliente: elegí Para llevar o Delivery.",
    });
  if (order.delivery_fee !== undefined && order.delivery_fee > 0 && order.type !== "delivery")
    issues.push({ path: "delivery_fee", message: "El costo de envío es solo para pedidos de delivery." });
  if (order.promised_at !== undefined) {
    if (order.type === "counter")
      issues.push({
        path: "promised_at",
        message: "La hora prometida es para pedidos para llevar o de delivery.",
      });
    else if (order.promised_at < now - PROMISE_SLACK_MS)
      issues.push({ path: "promised_at", message: "La hora prometida ya pasó." });
    else if (order.promised_at > now + MAX_PROMISE_AHEAD_MS)
      issues.push({
        path: "promised_at",
        message: "La hora prometida puede ser como mucho dentro de 7 días.",
      });
  }
  return issues;
};

/** The customer as the order took it: later edits of the customer do not change a ticket already sent. */
export const orderCustomer = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
});
export type OrderCustomer = z.infer<typeof orderCustomer>;

/** Completed orders of one type: how many and their total, pesos (the Z report, the home, decision 050). */
export const typeSales = z.object({ type: orderType, orders: z.number().int(), amount: moneyTotal });
export type TypeSales = z.infer<typeof typeSales>;

/** A 'Mesa' order's table and who sits there (decision 051), as the tab was opened or last moved. */
export const orderTab = z.object({
  tableId: z.string(),
  tableName: z.string(),
  guests: z.number().int(),
  waiterId: z.string(),
  waiterName: z.string(),
  /** when the table asked for the bill ('Cuenta'); null until then */
  billRequestedAt: z.number().nullable(),
});
export type OrderTab = z.infer<typeof orderTab>;

/** The answer's fields for the type (GET /orders…); money in pesos, times epoch ms. */
export const orderTypeAnswer = {
  type: orderType,
  tab: orderTab.nullable(),
  customer: orderCustomer.nullable(),
  deliveryFee: z.number(),
  promisedAt: z.number().nullable(),
};
