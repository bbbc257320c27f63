import { type Kysely, sql } from "kysely";
import type { Dialect } from "./types.ts";

/**
 * Undoes 0025 (decision 060): a NOTIFY in the writing transaction holds PostgreSQL's global notify lock
 * through the commit's flush, so every write to these tables committed one at a time (4,200 → 450 inserts a
 * second at 30 connections here). Cached list pages are dropped by the change bus's events instead, which
 * are sent after the commit and batched (realtime/notify-batcher.ts).
 */
export const noRowChangeNotify = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== "postgres") return;
    for (const table of ["category", "payment_method", "station"]) {
      await sql`drop trigger if exists ${sql.raw(`${table}_rows_changed`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
    await sql`drop function if exists comanda_rows_changed()`.execute(db);
  },
});
