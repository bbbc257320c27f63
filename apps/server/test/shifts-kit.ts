import { isOpenOrderStatus, type OrderStatus, uuidv7 } from "@comanda/domain";
import type { Db } from "../src/db/database.ts";
import { type Cookies, inject, type TestServer } from "./server-kit.ts";

let clock = 0;
/** Strictly increasing times, so rows made in one millisecond still sort in the order they were made. */
const tick = (at?: number) => {
  clock = Math.max(clock + 1, at ?? Date.now());
  return clock;
};

export type LineRow = {
  kind: "product" | "promotion" | "combo-item";
  itemId: string;
  name: string;
  quantity: number;
  /** centavos */
  unitPrice?: number;
  /** for a combo's item: the position of its combo line */
  parent?: number;
};

export type OrderRow = {
  businessId: string;
  shiftId: string;
  status?: OrderStatus;
  /** centavos */
  total?: number;
  paymentMethod?: { id: string; name: string };
  turn?: string;
  lines?: LineRow[];
  createdAt?: number;
};

export const cash = { id: "01900000-0000-7000-8000-000000000001", name: "Efectivo" };

/**
 * An order written straight to the database, as the orders module stores it: shift figures are tested
 * without depending on its routes. Returns the order's id.
 */
let openTurns = 0;
/** Open orders of a shift may not share a turn (decision 024): each such row takes the next, from 1. */
const nextOpenTurn = () => {
  openTurns += 1;
  return String(openTurns);
};
/** An order's lines written straight to the database, in their order. */
export const insertLines = async (db: Db, orderId: string, businessId: string, lines: readonly LineRow[]) => {
  if (lines.length === 0) return;
  await db
    .insertInto("order_line")
    .values(
      lines.map((line, position) => ({
        order_id: orderId,
        position,
        business_id: businessId,
        kind: line.kind,
        parent_position: line.parent ?? null,
        item_id: line.itemId,
        name: line.name,
        category_id: null,
        quantity: line.quantity,
        unit_price: line.unitPrice ?? 0,
        subtotal: (line.unitPrice ?? 0) * line.quantity,
      })),
    )
    .execute();
};

/** The order's payment as the server writes one without split parts: the whole total by its method. */
export const insertFullPayment = (
  db: Db,
  order: { id: string; businessId: string; method: { id: string; name: string }; total: number },
) =>
  db
    .insertInto("order_payment")
    .values({
      order_id: order.id,
      position: 0,
      business_id: order.businessId,
      payment_method_id: order.method.id,
      name: order.method.name,
      is_cash: 0,
      amount: order.total,
      tendered: null,
    })
    .execute();

export const insertOrder = async (db: Db, row: OrderRow): Promise<string> => {
  const at = tick(row.createdAt);
  const id = uuidv7(at);
  const method = row.paymentMethod ?? cash;
  await db
    .insertInto("order")
    .values({
      id,
      business_id: row.businessId,
      shift_id: row.shiftId,
      // Finished orders may share a turn; open ones may not.
      turn: row.turn ?? (isOpenOrderStatus(row.status ?? "completed") ? nextOpenTurn() : "1"),
      status: row.status ?? "completed",
      payment_method_id: method.id,
      payment_method_name: method.name,
      observation: null,
      total: row.total ?? 0,
      subtotal: row.total ?? 0,
      created_by: "user",
      created_by_name: "Ana Pérez",
      request_hash: id,
      created_at: at,
      updated_at: at,
      status_changed_at: at,
    })
    .execute();
  // Only completed orders' payments are read by the figures (and a test may delete an open order).
  if ((row.status ?? "completed") === "completed")
    await insertFullPayment(db, { id, businessId: row.businessId, method, total: row.total ?? 0 });
  await insertLines(db, id, row.businessId, row.lines ?? []);
  return id;
};

/** The shift routes, called as a signed-in user. */
export const shiftCalls = (server: TestServer, cookies: Cookies) => {
  const call = (method: "GET" | "POST", url: string, payload?: object) =>
    inject(server, { method, url: `/api/v1${url}`, cookies, payload });
  return {
    current: () => call("GET", "/shifts/current"),
    open: (body?: object) => call("POST", "/shifts", body),
    /** Without a count: a shift with nothing to count closes with an empty one. */
    close: (id: string, body: object = { counts: [] }) => call("POST", `/shifts/${id}/close`, body),
    list: (query = "") => call("GET", `/shifts${query}`),
    get: (id: string) => call("GET", `/shifts/${id}`),
    orders: (id: string, query = "") => call("GET", `/shifts/${id}/orders${query}`),
    count: (id: string) => call("GET", `/shifts/${id}/count`),
    report: (id: string) => call("GET", `/shifts/${id}/report`),
    movements: (id: string) => call("GET", `/shifts/${id}/cash-movements`),
    move: (id: string, body: object) => call("POST", `/shifts/${id}/cash-movements`, body),
  };
};
