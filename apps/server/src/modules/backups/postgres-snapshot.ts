import { CompiledQuery, type Transaction } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { type CatalogQuery, latestMigration, quoteId, readCatalog, type TableInfo } from "./catalog.ts";
import type { ExportSource } from "./export-tables.ts";

const fetchSize = 1000;

/**
 * Every table read inside one REPEATABLE READ, READ ONLY transaction: all of them see the snapshot of
 * its first statement, whatever the server commits meanwhile, and no writer waits for it. Rows come
 * through a cursor, a thousand at a time, so a large table never sits in memory.
 */
export const withPostgresSnapshot = <T>(db: Db, work: (source: ExportSource) => Promise<T>): Promise<T> =>
  db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      const query: CatalogQuery = async (text) =>
        (await trx.executeQuery(CompiledQuery.raw(text))).rows as Record<string, unknown>[];
      return work({
        engine: "postgres",
        snapshot: "postgres-repeatable-read",
        migration: await latestMigration(query, "postgres"),
        tables: await readCatalog(query, "postgres"),
        rows: (table) => rowsOf(trx, table),
      });
    });

async function* rowsOf(trx: Transaction<Database>, table: TableInfo) {
  const run = (text: string) => trx.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text));
  const columns = table.columns.map((column) => quoteId(column.name)).join(", ");
  await run(`declare backup_rows no scroll cursor for select ${columns} from ${quoteId(table.name)}`);
  try {
    for (;;) {
      const { rows } = await run(`fetch ${fetchSize} from backup_rows`);
      for (const row of rows) yield table.columns.map((column) => row[column.name]);
      if (rows.length < fetchSize) break;
    }
  } finally {
    // After a failed fetch the transaction is aborted and the cursor with it: that first error is the one to tell.
    await run("close backup_rows").catch(() => undefined);
  }
}
