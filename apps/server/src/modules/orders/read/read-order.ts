import type { Order, Role } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import { notFound } from "../../../errors.ts";
import { orderFor } from "./kitchen-view.ts";
import { orderColumns, withLines } from "./order-rows.ts";

export const orderMissing = () => notFound("No encontramos ese pedido.");

/** GET /orders/:id: an order of the caller's business; another business's is as unknown as a made-up id. */
export const getOrder = async (db: Db, businessId: string, id: string): Promise<Order> => {
  const row = await db
    .selectFrom("order")
    .select(orderColumns)
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw orderMissing();
  const [order] = await withLines(db, businessId, [row]);
  return order as Order;
};

/**
 * GET /orders/:id as the caller's role reads it: KITCHEN works the open shift only (issue 33 point 5), so an
 * order of a closed shift is as unknown to it as a made-up id, and it gets the kitchen's view.
 */
export const readOrderAs = async (db: Db, businessId: string, id: string, role: Role): Promise<Order> => {
  const order = await getOrder(db, businessId, id);
  if (role === "KITCHEN") {
    const shift = await db
      .selectFrom("shift")
      .select("id")
      .where("business_id", "=", businessId)
      .where("id", "=", order.shiftId)
      .where("end_date", "is", null)
      .executeTakeFirst();
    if (!shift) throw orderMissing();
  }
  return orderFor(role, order);
};
