import { type Kysely, sql } from "kysely";

/**
 * Decision 026: split payments, discounts and surcharges, tips. Money in centavos.
 *
 * - `order.subtotal` (the lines' sum), `discount` and `surcharge` (its adjustments added up, each
 *   positive) and `tip`; `total` stays what the customer is charged: subtotal − discount + surcharge + tip.
 *   The sums live on the order so the Z report and the CSV add them up without a join.
 * - `order_adjustment`: each discount or surcharge as given (`value`: hundredths of a percent or
 *   centavos) and what it came to (`amount`).
 * - `order_payment`: how the order is paid, one row per method (at least one for every order), adding up to
 *   its total; `tendered` is 'Paga con' for cash. Sales per method read these rows, not the order's method.
 * - `business.discount_policy` and `cashier_max_discount` (whole percent): who may discount.
 *
 * Existing orders: subtotal = total, no adjustments, no tip, one payment of the whole total by their method.
 */
export const orderMoney = () => ({
  async up(db: Kysely<unknown>) {
    for (const column of ["subtotal", "discount", "surcharge", "tip"])
      await db.schema
        .alterTable("order")
        .addColumn(column, "bigint", (c) => c.notNull().defaultTo(0))
        .execute();
    await sql`update "order" set subtotal = total`.execute(db);

    await db.schema
      .createTable("order_adjustment")
      .addColumn("order_id", "text", (c) => c.notNull().references("order.id"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("mode", "text", (c) => c.notNull())
      .addColumn("value", "bigint", (c) => c.notNull())
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("order_adjustment_pk", ["order_id", "position"])
      .addCheckConstraint("order_adjustment_kind_check", sql`kind in ('discount', 'surcharge')`)
      .addCheckConstraint("order_adjustment_mode_check", sql`mode in ('percent', 'amount')`)
      .addCheckConstraint("order_adjustment_amount_check", sql`amount >= 0`)
      .execute();

    await db.schema
      .createTable("order_payment")
      .addColumn("order_id", "text", (c) => c.notNull().references("order.id"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("payment_method_id", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("is_cash", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addColumn("tendered", "bigint")
      .addPrimaryKeyConstraint("order_payment_pk", ["order_id", "position"])
      .addCheckConstraint("order_payment_amount_check", sql`amount >= 0`)
      .addCheckConstraint("order_payment_tendered_check", sql`tendered is null or tendered >= amount`)
      .execute();

    await sql`
      insert into order_payment (order_id, position, business_id, payment_method_id, name, is_cash, amount, tendered)
      select o.id, 0, o.business_id, o.payment_method_id, o.payment_method_name, coalesce(pm.is_cash, 0), o.total, null
      from "order" o left join payment_method pm on pm.id = o.payment_method_id`.execute(db);

    await db.schema
      .alterTable("business")
      .addColumn("discount_policy", "text", (c) => c.notNull().defaultTo("admin-and-cashier"))
      .execute();
    await db.schema
      .alterTable("business")
      .addColumn("cashier_max_discount", "integer", (c) => c.notNull().defaultTo(10))
      .execute();
  },
});
