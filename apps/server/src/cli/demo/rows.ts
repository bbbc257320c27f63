import type { Insertable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";

/** The tables the demo fills, in an order their foreign keys allow. */
export const demoTables = [
  "category",
  "payment_method",
  "ingredient",
  "product",
  "product_ingredient",
  // Decision 080: the groups the dishes ask.
  "modifier_group",
  "modifier_option",
  "product_modifier_group",
  "promotion",
  "promotion_item",
  "customer",
  "shift",
  "order",
  "order_line",
  "order_payment",
  "order_adjustment",
  "stock_movement",
  "shift_method_total",
  "shift_count",
  "cash_movement",
  "audit_event",
] as const;
export type DemoTable = (typeof demoTables)[number];

/** Every row the demo writes, made in memory first; each row of a table names every column. */
export type DemoRows = { [T in DemoTable]: Insertable<Database[T]>[] };

export const emptyRows = (): DemoRows =>
  Object.fromEntries(demoTables.map((table) => [table, []])) as unknown as DemoRows;

// Rows per statement: well under SQLite's 32,766 and PostgreSQL's 65,535 parameters with ~40 columns.
const CHUNK = 250;

/** Batch inserts in the caller's transaction. */
export const writeRows = async (trx: Db, rows: DemoRows) => {
  for (const table of demoTables) {
    const list = rows[table];
    for (let start = 0; start < list.length; start += CHUNK)
      await trx
        .insertInto(table)
        .values(list.slice(start, start + CHUNK) as never)
        .execute();
  }
};
