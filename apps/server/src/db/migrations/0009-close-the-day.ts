import { type Kysely, sql } from "kysely";
import type { Dialect } from "./types.ts";

/**
 * Closing the day (decision 020): the cash float and cash movements of a shift, running totals per payment
 * method kept as orders complete (so closing reads a handful of rows whatever the shift's size), the cash
 * count stored with the shift, and business settings (blind count, logo). Money in centavos.
 *
 * - `payment_method.is_cash`: the method whose expected amount also carries the float and the cash
 *   movements. Existing methods named "efectivo" become cash.
 * - `shift_method_total`: one row per payment method used in a shift, moved in the transaction that
 *   completes an order (orders, amount).
 * - `shift_count`: one row per payment method counted at close: expected, counted, difference. Written
 *   once, in the close's transaction; a closed shift's count never changes.
 * - `business_logo`: the logo's bytes (PNG, JPEG or WebP, ≤ 1 MB, checked by content).
 */
export const closeTheDay = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("payment_method")
      .addColumn("is_cash", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update payment_method set is_cash = 1 where name_key in ('efectivo', 'cash', 'contado')`.execute(
      db,
    );

    await db.schema
      .alterTable("business")
      .addColumn("blind_cash_count", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("business").addColumn("logo_updated_at", "bigint").execute();

    await db.schema
      .alterTable("shift")
      .addColumn("cash_float", "bigint", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("shift").addColumn("count_note", "text").execute();

    await db.schema
      .createTable("shift_method_total")
      .addColumn("shift_id", "text", (c) => c.notNull().references("shift.id"))
      .addColumn("payment_method_id", "text", (c) => c.notNull())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("is_cash", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("orders", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("amount", "bigint", (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint("shift_method_total_pk", ["shift_id", "payment_method_id"])
      .execute();

    await db.schema
      .createTable("shift_count")
      .addColumn("shift_id", "text", (c) => c.notNull().references("shift.id"))
      .addColumn("payment_method_id", "text", (c) => c.notNull())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("is_cash", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("expected", "bigint", (c) => c.notNull())
      .addColumn("counted", "bigint", (c) => c.notNull())
      .addColumn("difference", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("shift_count_pk", ["shift_id", "payment_method_id"])
      .execute();

    await db.schema
      .createTable("cash_movement")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("shift_id", "text", (c) => c.notNull().references("shift.id"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("user_name", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addCheckConstraint("cash_movement_kind_check", sql`kind in ('in', 'out')`)
      .addCheckConstraint("cash_movement_amount_check", sql`amount > 0`)
      .execute();
    await db.schema
      .createIndex("cash_movement_shift_idx")
      .on("cash_movement")
      .columns(["business_id", "shift_id", "created_at", "id"])
      .execute();

    await db.schema
      .createTable("business_logo")
      .addColumn("business_id", "text", (c) => c.primaryKey().references("business.id"))
      .addColumn("mime", "text", (c) => c.notNull())
      .addColumn("bytes", dialect === "postgres" ? sql`bytea` : sql`blob`, (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addCheckConstraint("business_logo_mime_check", sql`mime in ('image/png', 'image/jpeg', 'image/webp')`)
      .execute();

    // Shifts written before this migration: their running totals from their completed orders.
    await sql`
      insert into shift_method_total (shift_id, payment_method_id, business_id, name, is_cash, orders, amount)
      select o.shift_id, o.payment_method_id, o.business_id, max(o.payment_method_name),
        coalesce(max(pm.is_cash), 0), count(*), sum(o.total)
      from "order" o left join payment_method pm on pm.id = o.payment_method_id
      where o.status = 'completed'
      group by o.shift_id, o.payment_method_id, o.business_id`.execute(db);

    // The home dashboard (decision 020): a business's completed orders by completion time, so the
    // last 30 days' sales read only those orders whatever the history's size.
    await db.schema
      .createIndex("order_completed_idx")
      .on("order")
      .columns(["business_id", "status", "status_changed_at"])
      .execute();
  },
});
