import { type Kysely, sql } from "kysely";
import type { Dialect } from "./types.ts";

/**
 * Issue 17 point 4 (decision 060): servers keep the list pages of categories, payment methods and stations
 * in memory, so PostgreSQL announces every row written in those tables on `comanda_rows`, whoever writes
 * it (a product moving between categories changes their `product_count`; an operator's SQL). Like 0005's,
 * NOTIFY is delivered at commit, to every instance, never for a rolled-back change, and identical payloads
 * of one transaction arrive once. SQLite is one process: realtime/sqlite-row-triggers.ts does the same there.
 */
export const rowChangeNotify = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== "postgres") return;
    await sql`
      create function comanda_rows_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          perform pg_notify('comanda_rows',
            json_build_object('table', tg_table_name, 'businessId', old.business_id)::text);
        end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.business_id is distinct from old.business_id) then
          perform pg_notify('comanda_rows',
            json_build_object('table', tg_table_name, 'businessId', new.business_id)::text);
        end if;
        return null;
      end
      $$`.execute(db);
    for (const table of ["category", "payment_method", "station"]) {
      await sql`
        create trigger ${sql.raw(`${table}_rows_changed`)} after insert or update or delete on ${sql.table(table)}
        for each row execute function comanda_rows_changed()`.execute(db);
    }
  },
});
