import { type Kysely, sql } from "kysely";

/**
 * The service loop (decision 019): shifts, orders with their lines, and every stock change as a movement.
 * docs/product.md#data and #rules: money in centavos, ingredient amounts in thousandths, ids UUIDv7, times epoch ms.
 *
 * - At most one open shift per business: a unique partial index on `business_id` where `end_date` is
 *   null (both engines), so two devices pressing 'Iniciar turno' together open one.
 * - Orders snapshot what was sold (names, prices, the payment method's name, who took it) and keep no
 *   foreign key to the catalog, so editing or deleting a product never rewrites history.
 * - `request_hash` makes a retried create idempotent: same id and same body → the stored order; same id
 *   and another body → refused.
 * - A combo is one `order_line` of kind 'promotion' followed by one line of kind 'combo-item' per product
 *   in it (`parent_position` points at the combo, `quantity` is the units sold: quantity_needed × combos).
 * - `stock_movement`: every change of a product's (units) or ingredient's (thousandths) stock. Stock
 *   written before this migration becomes one 'initial' movement, so `doctor` can check that every stock
 *   equals the sum of its movements (an untracked product counts as 0).
 */
export const serviceLoop = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("shift")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("code", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("start_date", "bigint", (c) => c.notNull())
      .addColumn("end_date", "bigint")
      .addColumn("total_orders", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("total_amount", "bigint", (c) => c.notNull().defaultTo(0))
      // The highest numeric turn given so far: the dialog prefills the next one (docs/product.md#rules).
      .addColumn("last_turn", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("opened_by", "text", (c) => c.notNull())
      .addColumn("opened_by_name", "text", (c) => c.notNull())
      .addColumn("closed_by", "text")
      .addColumn("closed_by_name", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addCheckConstraint("shift_status_check", sql`status in ('active', 'inactive')`)
      .addCheckConstraint(
        "shift_open_check",
        sql`(status = 'active' and end_date is null) or (status = 'inactive' and end_date is not null)`,
      )
      .execute();
    await db.schema
      .createIndex("shift_one_open_unique")
      .on("shift")
      .column("business_id")
      .unique()
      .where(sql.ref("end_date"), "is", null)
      .execute();
    // The sales history: closed shifts, newest first.
    await db.schema
      .createIndex("shift_history_idx")
      .on("shift")
      .columns(["business_id", "status", "start_date", "id"])
      .execute();

    await db.schema
      .createTable("order")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("shift_id", "text", (c) => c.notNull().references("shift.id"))
      .addColumn("turn", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("payment_method_id", "text", (c) => c.notNull())
      .addColumn("payment_method_name", "text", (c) => c.notNull())
      .addColumn("observation", "text")
      .addColumn("total", "bigint", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("created_by_name", "text", (c) => c.notNull())
      .addColumn("request_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      // When the order entered its current status: the board colours a card that waits too long.
      .addColumn("status_changed_at", "bigint", (c) => c.notNull())
      .addCheckConstraint(
        "order_status_check",
        sql`status in ('pending', 'preparing', 'ready', 'completed', 'cancelled')`,
      )
      .addCheckConstraint("order_total_check", sql`total >= 0`)
      .execute();
    await db.schema
      .createIndex("order_shift_idx")
      .on("order")
      .columns(["business_id", "shift_id", "created_at", "id"])
      .execute();
    await db.schema
      .createIndex("order_shift_status_idx")
      .on("order")
      .columns(["business_id", "shift_id", "status"])
      .execute();

    // The board's most recently finished orders, newest change first.
    await db.schema
      .createIndex("order_shift_updated_idx")
      .on("order")
      .columns(["business_id", "shift_id", "updated_at"])
      .execute();

    await db.schema
      .createTable("order_line")
      .addColumn("order_id", "text", (c) => c.notNull().references("order.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("parent_position", "integer")
      // The product's or the promotion's id when sold; kept as text, without a foreign key (history).
      .addColumn("item_id", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("category_id", "text")
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("unit_price", "bigint", (c) => c.notNull())
      .addColumn("subtotal", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("order_line_pk", ["order_id", "position"])
      .addCheckConstraint("order_line_kind_check", sql`kind in ('product', 'promotion', 'combo-item')`)
      .addCheckConstraint("order_line_quantity_check", sql`quantity > 0`)
      .execute();

    await db.schema
      .createTable("stock_movement")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("item_kind", "text", (c) => c.notNull())
      .addColumn("item_id", "text", (c) => c.notNull())
      .addColumn("delta", "bigint", (c) => c.notNull())
      // The stock right after the change; null when a product stopped being tracked.
      .addColumn("quantity_after", "bigint")
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("order_id", "text")
      .addColumn("user_id", "text")
      .addColumn("user_name", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addCheckConstraint("stock_movement_kind_check", sql`item_kind in ('product', 'ingredient')`)
      .addCheckConstraint(
        "stock_movement_reason_check",
        sql`reason in ('initial', 'sale', 'cancellation', 'adjustment')`,
      )
      .execute();
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

    // Stock that existed before movements did: one 'initial' movement each, so stock = Σ movements.
    const now = Date.now();
    await sql`
      insert into stock_movement (id, business_id, item_kind, item_id, delta, quantity_after, reason, created_at)
      select 'initial-' || id, business_id, 'product', id, quantity, quantity, 'initial', ${now}
      from product where quantity is not null and quantity <> 0`.execute(db);
    await sql`
      insert into stock_movement (id, business_id, item_kind, item_id, delta, quantity_after, reason, created_at)
      select 'initial-' || id, business_id, 'ingredient', id, quantity, quantity, 'initial', ${now}
      from ingredient where quantity <> 0`.execute(db);
  },
});
