import { existsSync } from "node:fs";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import SqliteDatabase from "better-sqlite3";
import { BackupError, quoted } from "./backup-error.ts";
import { type CatalogQuery, latestMigration, quoteId, readCatalog, type TableInfo } from "./catalog.ts";
import type { ExportSource } from "./export-tables.ts";

/** The backup step's page count meaning "every remaining page" (SQLite caps it at 2^31 - 1). */
const allPages = 0x7fffffff;

/**
 * SQLite's online backup API copies the live file page by page into `dir`. better-sqlite3 copies 100
 * pages per step by default, and a write by another connection (the server) between two steps starts
 * the copy over, so under steady sales a large file might never finish. After its first (empty) step
 * we ask for every page at once: one step is one read transaction, which in WAL mode sees one
 * committed state and never blocks the server's writers. The copy is then a private, still file,
 * exported at leisure.
 */
export const withSqliteSnapshot = async <T>(
  file: string,
  dir: string,
  work: (source: ExportSource) => Promise<T>,
  /**
   * The server's own connection, for a backup taken inside the server (scheduled backups): then the copy
   * goes 100 pages a step between the server's requests, and the server's writes, made on this same
   * connection, are carried into the copy instead of starting it over (SQLite's backup API).
   */
  own?: SqliteDatabase.Database,
): Promise<T> => {
  if (!existsSync(file)) throw new BackupError(`No existe la base ${quoted(file)}.`);
  const copy = path.join(dir, "snapshot.db");
  if (own) await own.backup(copy);
  else {
    const live = new SqliteDatabase(file, { fileMustExist: true });
    try {
      live.pragma("busy_timeout = 5000");
      await live.backup(copy, { progress: () => allPages });
    } finally {
      live.close();
    }
  }
  const snapshot = new SqliteDatabase(copy, { fileMustExist: true });
  try {
    const query: CatalogQuery = async (text) => snapshot.prepare(text).all() as Record<string, unknown>[];
    return await work({
      engine: "sqlite",
      snapshot: "sqlite-online-backup",
      migration: await latestMigration(query, "sqlite"),
      tables: await readCatalog(query, "sqlite"),
      rows: (table) => rowsOf(snapshot, table),
    });
  } finally {
    snapshot.close();
  }
};

/** Rows read between two turns of the event loop. */
const rowsPerTurn = 1000;

// A backup taken inside the server (scheduled backups) must not hold its requests for the whole
// export: reading the still copy, it lets them run before each table and every so often within one.
async function* rowsOf(snapshot: SqliteDatabase.Database, table: TableInfo) {
  const columns = table.columns.map((column) => quoteId(column.name)).join(", ");
  const statement = snapshot.prepare(`select ${columns} from ${quoteId(table.name)}`).raw(true);
  await nextTurn();
  let read = 0;
  for (const row of statement.iterate()) {
    yield row as unknown[];
    read += 1;
    if (read % rowsPerTurn === 0) await nextTurn();
  }
}
