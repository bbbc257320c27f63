import { type Kysely, sql } from "kysely";

/**
 * Decision 051: a table's tab is an order of type 'table'.
 *
 * - `table_id`, `table_name`: the dining table (0020) it sits at, its name as the tab last took it (a
 *   table renamed or deleted later leaves the ticket as it was). No foreign key, as with customers.
 * - `guests`, `waiter_id`, `waiter_name`: who sits there and who serves them.
 * - `bill_requested_at`: when the table asked for the bill ('Cuenta').
 * - One open tab per table: a partial unique index over the open statuses decides it, so two waiters
 *   opening one table at once, or moving two tabs to it, cannot both succeed.
 * - `tab_round`: each round a tab took, by the id its device made, so a round sent twice counts once.
 */
export const tabs = () => ({
  async up(db: Kysely<unknown>) {
    for (const column of ["table_id", "table_name", "waiter_id", "waiter_name"])
      await db.schema.alterTable("order").addColumn(column, "text").execute();
    await db.schema.alterTable("order").addColumn("guests", "integer").execute();
    await db.schema.alterTable("order").addColumn("bill_requested_at", "bigint").execute();
    await sql`create unique index order_open_table_unique on "order" (business_id, table_id)
      where table_id is not null and status in ('pending', 'preparing', 'ready', 'served', 'on_the_way')`.execute(
      db,
    );

    await db.schema
      .createTable("tab_round")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("order_id", "text", (c) => c.notNull().references("order.id").onDelete("cascade"))
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("created_by_name", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("tab_round_order_idx")
      .on("tab_round")
      .columns(["business_id", "order_id", "created_at"])
      .execute();
  },
});
