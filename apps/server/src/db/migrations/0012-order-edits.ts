import { type Kysely, sql } from "kysely";
import type { Dialect } from "./types.ts";

const reasons = sql`reason in ('initial', 'sale', 'cancellation', 'adjustment', 'order_edit')`;

/**
 * SQLite cannot change a check constraint in place: the table is rebuilt as 0008 made it, with the new
 * reason allowed, its rows copied, and its indexes made again. No table refers to stock_movement.
 */
const rebuildMovementsOnSqlite = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable("stock_movement_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
    .addColumn("item_kind", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("delta", "bigint", (c) => c.notNull())
    .addColumn("quantity_after", "bigint")
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("order_id", "text")
    .addColumn("user_id", "text")
    .addColumn("user_name", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addCheckConstraint("stock_movement_kind_check", sql`item_kind in ('product', 'ingredient')`)
    .addCheckConstraint("stock_movement_reason_check", reasons)
    .execute();
  await sql`insert into stock_movement_next
    (id, business_id, item_kind, item_id, delta, quantity_after, reason, order_id, user_id, user_name, created_at)
    select id, business_id, item_kind, item_id, delta, quantity_after, reason, order_id, user_id, user_name, created_at
    from stock_movement`.execute(db);
  await db.schema.dropTable("stock_movement").execute();
  await db.schema.alterTable("stock_movement_next").renameTo("stock_movement").execute();
  await db.schema
    .createIndex("stock_movement_item_idx")
    .on("stock_movement")
    .columns(["business_id", "item_kind", "item_id", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("stock_movement_order_idx")
    .on("stock_movement")
    .columns(["business_id", "order_id"])
    .execute();
};

/**
 * Editing open orders (docs/decisions/027):
 * - `order.version`: compare-and-set counter, raised by every edit and every status transition.
 * - `order.modified_at`: when the order was last edited; null until then.
 * - `order.changes`: what the last edit changed, as JSON text (the same on both engines; read only with
 *   its order, never queried into).
 * - stock movements may have the reason 'order_edit'.
 */
export const orderEdits = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("order")
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("order").addColumn("modified_at", "bigint").execute();
    await db.schema.alterTable("order").addColumn("changes", "text").execute();
    if (dialect === "sqlite") {
      await rebuildMovementsOnSqlite(db);
      return;
    }
    await sql`alter table stock_movement drop constraint stock_movement_reason_check`.execute(db);
    await sql`alter table stock_movement add constraint stock_movement_reason_check check (${reasons})`.execute(
      db,
    );
  },
});
