import { sql } from "kysely";
import type { Db } from "../../src/db/database.ts";
import type { Dialect } from "../../src/db/migrations/types.ts";

/**
 * Every table a request could change, except `rate_limit`: counting refused attempts is its whole job
 * (a wrong password, a signup over the limit), so it legitimately changes on refusal.
 */
export const watchedTables = [
  "business",
  "user",
  "session",
  "account",
  "verification",
  "category",
  "payment_method",
  "ingredient",
  "product",
  "product_ingredient",
  "promotion",
  "promotion_item",
  "shift",
  "order",
  "order_line",
  "stock_movement",
  // Decision 045: an ADMIN's PIN, and what a PIN authorized (a refused request records nothing).
  "admin_pin",
  "authorization",
  // Decision 049: the rooms and their tables.
  "room",
  "dining_table",
  // Decision 054: the fiscal settings and the ARCA credentials.
  "fiscal_settings",
] as const;

type Table = (typeof watchedTables)[number];
export type Snapshot = Record<Table, Map<string, string>>;

/** Recipe rows, combo items and order lines have a two-column key instead of an id. */
const keyOf = (row: Record<string, unknown>) => {
  if (row.id !== undefined) return String(row.id);
  if (row.cuit !== undefined) return String(row.business_id);
  if (row.pin_hash !== undefined) return String(row.user_id);
  if (row.order_id !== undefined) return `${row.order_id}/${row.position}`;
  if (row.promotion_id !== undefined) return `${row.promotion_id}/${row.product_id}`;
  return `${row.product_id}/${row.ingredient_id}`;
};

/** The data is small: a full read of each table, row by row, is a cheap and exact picture. */
export const snapshot = async (db: Db): Promise<Snapshot> => {
  const tables = await Promise.all(
    watchedTables.map(async (table) => {
      const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
      return [table, new Map(rows.map((row) => [keyOf(row), JSON.stringify(row)]))] as const;
    }),
  );
  return Object.fromEntries(tables) as Snapshot;
};

/** What changed between two snapshots, one line per table, empty when nothing did. */
export const differences = (before: Snapshot, after: Snapshot): string[] =>
  watchedTables.flatMap((table) => {
    const was = before[table];
    const is = after[table];
    const added = [...is.keys()].filter((id) => !was.has(id));
    const removed = [...was.keys()].filter((id) => !is.has(id));
    const changed = [...is.keys()].filter((id) => was.has(id) && was.get(id) !== is.get(id));
    if (added.length + removed.length + changed.length === 0) return [];
    const detail = changed.map((id) => `\n    was ${was.get(id)}\n    now ${is.get(id)}`).join("");
    return [`${table}: +${added.join(",")} -${removed.join(",")} ~${changed.join(",")}${detail}`];
  });

/**
 * PostgreSQL: a sequence every write to a watched table moves (a statement trigger), read on any connection
 * at once since sequences ignore transactions; a rolled-back write moves it too, which only costs a snapshot.
 * Installed in the test file's own database (each file copies the template, decision 021).
 */
export const installWriteMark = async (db: Db, dialect: Dialect) => {
  if (dialect !== "postgres") return;
  await sql`create sequence if not exists fuzz_write_mark`.execute(db);
  await sql`create or replace function fuzz_write_mark() returns trigger language plpgsql as $$
    begin perform nextval('fuzz_write_mark'); return null; end $$`.execute(db);
  for (const table of watchedTables)
    await sql`create or replace trigger fuzz_write_mark after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function fuzz_write_mark()`.execute(db);
};

/**
 * Moves whenever a watched row may have changed, so a request after which it stands still wrote nothing
 * and needs no snapshot. SQLite: the rows this connection (the server's only one) changed, any table, with the
 * file's version for another connection's commits; PostgreSQL: `installWriteMark`'s sequence.
 */
export const writeMark = async (db: Db, dialect: Dialect): Promise<string> => {
  if (dialect === "postgres") {
    const { rows } = await sql<{
      mark: string;
    }>`select last_value::text || '/' || is_called::text as mark from fuzz_write_mark`.execute(db);
    return rows[0]?.mark ?? "";
  }
  const { rows } = await sql<{ changes: number }>`select total_changes() as changes`.execute(db);
  const version = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  return `${rows[0]?.changes}/${version.rows[0]?.data_version}`;
};
