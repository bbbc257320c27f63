import type { Order, Role } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import { notFound } from "../../../errors.ts";
import { orderFor } from "./kitchen-view.ts";
import { findOpenShiftId, findOrderRow, withLines } from "./queries.ts";

export const orderMissing = () => notFound("No encontramos ese pedido.");

/** GET /orders/:id: an order of the caller's business; another business's is as unknown as a made-up id. */
export const getOrder = async (db: Db, businessId: string, id: string): Promise<Order> => {
  const row = await findOrderRow(db, businessId, id);
  if (!row) throw orderMissing();
  const [order] = await withLines(db, businessId, [row]);
  return order as Order;
};

/**
 * GET /orders/:id as the caller's role reads it: KITCHEN works the open shift only (decision 070), so an
 * order of a closed shift is as unknown to it as a made-up id, and it gets the kitchen's view.
 */
export const readOrderAs = async (db: Db, businessId: string, id: string, role: Role): Promise<Order> => {
  const order = await getOrder(db, businessId, id);
  if (role === "KITCHEN") {
    const shift = await findOpenShiftId(db, businessId, order.shiftId);
    if (!shift) throw orderMissing();
  }
  return orderFor(role, order);
};
