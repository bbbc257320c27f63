import type { Kysely } from "kysely";

/**
 * Decision 048: the business's customers, found by phone as the order screen types it.
 *
 * - `phone`: the 10-digit national number (domain `normalizePhone`), unique per business when given (a
 *   unique index allows many nulls on both engines). Being digits only, a typed prefix is a range on that
 *   index (`phone >= '1145' and phone < '1146'`), which both engines read in order.
 * - `name_key` (domain `nameKey`): the list's `q` looks for it anywhere in the name, over the business's
 *   customers only; the (business_id, name_key) index keeps that scan off the table's rows.
 * - `order.customer_id`: who placed the order, set by order creation later; the list counts a customer's
 *   orders and adds up its completed ones through the (business_id, customer_id) index. No foreign key,
 *   so deleting a customer never depends on the orders table's locks (the service refuses it anyway).
 */
export const customers = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("customer")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("address", "text")
      .addColumn("notes", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("customer_phone_unique")
      .unique()
      .on("customer")
      .columns(["business_id", "phone"])
      .execute();
    await db.schema
      .createIndex("customer_name_key_idx")
      .on("customer")
      .columns(["business_id", "name_key"])
      .execute();
    await db.schema
      .createIndex("customer_list_idx")
      .on("customer")
      .columns(["business_id", "created_at", "id"])
      .execute();

    await db.schema.alterTable("order").addColumn("customer_id", "text").execute();
    await db.schema
      .createIndex("order_customer_idx")
      .on("order")
      .columns(["business_id", "customer_id"])
      .execute();
  },
});
