import { type Kysely, sql } from "kysely";
import type { Dialect } from "./types.ts";

const statusesBefore = "('pending', 'preparing', 'ready', 'completed', 'cancelled')";
const statusesNow = "('pending', 'preparing', 'ready', 'served', 'on_the_way', 'completed', 'cancelled')";

/**
 * SQLite cannot alter a CHECK constraint, and rebuilding `order` would cascade-delete its lines through
 * their foreign keys (foreign_keys cannot be turned off inside the migration's transaction). A constraint
 * that only allows more values changes nothing stored, so its text is edited in place as SQLite's own
 * ALTER TABLE documentation describes (writable_schema, then a new schema_version). better-sqlite3's
 * defensive mode forbids that; db/migrate.ts lifts it while migrations run.
 */
const widenStatusesOnSqlite = async (db: Kysely<unknown>) => {
  const { rows } = await sql<{ schema_version: number }>`pragma schema_version`.execute(db);
  const version = Number(rows[0]?.schema_version);
  await sql`pragma writable_schema = on`.execute(db);
  const changed = await sql`
    update sqlite_schema set sql = replace(sql, ${statusesBefore}, ${statusesNow})
    where type = 'table' and name = 'order' and instr(sql, ${statusesBefore}) > 0`.execute(db);
  await sql.raw(`pragma schema_version = ${version + 1}`).execute(db);
  await sql`pragma writable_schema = off`.execute(db);
  if (Number(changed.numAffectedRows) !== 1)
    throw new Error("0019: the order table's status constraint is not the one 0008 created");
};

/**
 * Decision 050: how an order is served, who it is for, and a delivery's last step.
 *
 * - `type`: counter (every order so far), table, takeaway or delivery.
 * - `customer_name`, `customer_phone`, `customer_address`, `customer_notes`: the customer (0018's
 *   `customer_id`) as the order took it, so a ticket reprinted next week says what the courier was told.
 * - `delivery_fee` (centavos): part of `total`, like the tip.
 * - `promised_at`: when the customer was told it would be ready or arrive; null when nobody promised.
 * - `status` may be `on_the_way` (a delivery that left with its courier) or `served` (a table's tab whose
 *   round is on the table; the tabs come in 0021). Both are open: 0010's one turn per open order of a
 *   shift covers them.
 */
export const orderTypes = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("order")
      .addColumn("type", "text", (c) =>
        c.notNull().defaultTo("counter").check(sql`type in ('counter', 'table', 'takeaway', 'delivery')`),
      )
      .execute();
    for (const column of ["customer_name", "customer_phone", "customer_address", "customer_notes"])
      await db.schema.alterTable("order").addColumn(column, "text").execute();
    await db.schema
      .alterTable("order")
      .addColumn("delivery_fee", "bigint", (c) => c.notNull().defaultTo(0).check(sql`delivery_fee >= 0`))
      .execute();
    await db.schema.alterTable("order").addColumn("promised_at", "bigint").execute();

    if (dialect === "sqlite") await widenStatusesOnSqlite(db);
    else
      await sql`alter table "order" drop constraint order_status_check,
        add constraint order_status_check check (status in ${sql.raw(statusesNow)})`.execute(db);

    // Two open orders of a shift never share a turn (0010): the new open statuses are open too.
    await sql`drop index order_open_turn_unique`.execute(db);
    await sql`create unique index order_open_turn_unique on "order" (shift_id, turn)
      where status in ('pending', 'preparing', 'ready', 'served', 'on_the_way')`.execute(db);
  },
});
