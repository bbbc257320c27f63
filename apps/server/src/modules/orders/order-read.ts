import type { Order } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/app-error.ts";
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
