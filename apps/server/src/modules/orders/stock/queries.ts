import { sql } from "kysely";
import type { Db } from "../../../db/database.ts";
import { queryTemplate, type TemplateParam } from "../../../db/query-template.ts";

/** What an order's stock reads and writes; the hot ones compiled once (db/query-template.ts). */

/** Conditional: no row back means too little stock (or the product stopped being tracked). */
const takeProduct = queryTemplate((db: Db, p: TemplateParam<"businessId" | "id" | "units">) =>
  db
    .updateTable("product")
    .set({ quantity: sql<number>`quantity - ${p("units")}` })
    .where("business_id", "=", p("businessId"))
    .where("id", "=", p("id"))
    .where("quantity", ">=", p("units"))
    .returning("quantity"),
);

export const takeProductUnits = async (trx: Db, businessId: string, id: string, units: number) =>
  (await trx.executeQuery(takeProduct(trx, { businessId, id, units }))).rows[0];

const moveIngredient = queryTemplate((db: Db, p: TemplateParam<"businessId" | "id" | "amount">) =>
  db
    .updateTable("ingredient")
    .set({ quantity: sql<number>`quantity + ${p("amount")}` })
    .where("business_id", "=", p("businessId"))
    .where("id", "=", p("id"))
    .returning("quantity"),
);

/** Adds `amount` thousandths (negative for a sale); an ingredient may go below zero. */
export const moveIngredientAmount = async (trx: Db, businessId: string, id: string, amount: number) =>
  (await trx.executeQuery(moveIngredient(trx, { businessId, id, amount }))).rows[0];

/** Puts `units` back into a tracked product; nothing when it is no longer tracked (or is gone). */
export const giveBackProduct = (trx: Db, businessId: string, id: string, units: number) =>
  trx
    .updateTable("product")
    .set({ quantity: sql<number>`quantity + ${units}` })
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .where("quantity", "is not", null)
    .returning("quantity")
    .executeTakeFirst();

/** A product's stock as it is now (null quantity: not tracked), when it is the business's. */
export const readProductQuantity = (trx: Db, businessId: string, id: string) =>
  trx
    .selectFrom("product")
    .select("quantity")
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();

/** The sums of an order's 'sale' and 'order_edit' movements, per item (negative: taken). */
export const orderMovementSums = (trx: Db, businessId: string, orderId: string) =>
  trx
    .selectFrom("stock_movement")
    .select(["item_kind", "item_id", (eb) => eb.fn.sum<number>("delta").as("delta")])
    .where("business_id", "=", businessId)
    .where("order_id", "=", orderId)
    .where("reason", "in", ["sale", "order_edit"])
    .groupBy(["item_kind", "item_id"])
    .execute();
