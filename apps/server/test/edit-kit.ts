import type { Order } from "@comanda/domain";
import { expect } from "vitest";
import { placeOrder, type SellingBusiness } from "./orders-kit.ts";

type Lines = {
  products?: { product_id: string; quantity: number }[];
  promotions?: { promotion_id: string; quantity: number }[];
};

/** An order placed through the API, read back whole (its version, lines and changes). */
export const placedOrder = async (
  shop: SellingBusiness,
  lines: Lines & { turn?: string; observation?: string },
) => {
  const { id } = await placeOrder(shop, lines);
  return (await shop.get(id)).json().data as Order;
};

/** The body of an edit: the order as it is, with `change` on top, at its current version. */
export const editBody = (order: Order, change: Record<string, unknown> = {}) => ({
  turn: order.turn,
  payment_method_id: order.paymentMethodId,
  observation: order.observation,
  products: order.lines
    .filter((line) => line.kind === "product")
    .map((line) => ({ product_id: line.itemId, quantity: line.quantity })),
  promotions: order.lines
    .filter((line) => line.kind === "promotion")
    .map((line) => ({ promotion_id: line.itemId, quantity: line.quantity })),
  version: order.version,
  ...change,
});

/** Edits and expects it to go through, returning the edited order. */
export const editOrder = async (shop: SellingBusiness, order: Order, change: Record<string, unknown>) => {
  const response = await shop.edit(order.id, editBody(order, change));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Order;
};

/** The 'order_edit' movements of an order, item → summed delta. */
export const editMovements = async (
  shop: SellingBusiness,
  db: import("../src/db/database.ts").Db,
  orderId: string,
) => {
  const rows = await db
    .selectFrom("stock_movement")
    .select(["item_id", (eb) => eb.fn.sum<number>("delta").as("delta")])
    .where("business_id", "=", shop.businessId)
    .where("order_id", "=", orderId)
    .where("reason", "=", "order_edit")
    .groupBy("item_id")
    .execute();
  return new Map(rows.map((row) => [row.item_id, Number(row.delta)]));
};
