import path from "node:path";
import type { DatabaseTarget } from "../../config.ts";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { checkInvariants, type DoctorReport } from "../../db/invariants.ts";
import { migrateThrough, migrateToLatest } from "../../db/migrate.ts";
import { readArchive, verifyArchive } from "./archive.ts";
import { BackupError, quoted } from "./backup-error.ts";
import { readCatalog } from "./catalog.ts";
import { type TableWriter, tableWriter } from "./import-rows.ts";
import { damaged, type Manifest } from "./manifest.ts";
import { analyze, deferForeignKeys } from "./queries.ts";
import { ensureEmpty, ensureNotAhead, kyselyQuery, migrationsThrough } from "./restore-target.ts";

export type RestoreResult = {
  file: string;
  manifest: Manifest;
  /** migrations applied after the rows, when the backup came from an older Comanda */
  migrated: string[];
  report: DoctorReport;
};

/**
 * The archive's rows, in its order (parents first), inside one transaction: any refusal on the way, the
 * checksum at the end included, leaves the target as it was. SQLite also defers its foreign keys to the
 * commit, as a second guard; PostgreSQL's cannot be deferred and need the order.
 */
const importArchive = async ({ db, dialect }: DatabaseHandle, file: string, verified: Manifest) => {
  const tables = new Map((await readCatalog(kyselyQuery(db), dialect)).map((table) => [table.name, table]));
  const restore = db.transaction().execute(async (trx) => {
    if (dialect === "sqlite") await deferForeignKeys(trx);
    let writer: TableWriter | null = null;
    for await (const entry of readArchive(file)) {
      if (entry.kind === "manifest" && entry.manifest.sha256 !== verified.sha256)
        throw damaged(file, "cambió mientras se restauraba");
      if (entry.kind === "table") {
        await writer?.finish();
        const table = tables.get(entry.header.table);
        if (!table) throw damaged(file, `trae la tabla ${entry.header.table}, que esta base no tiene`);
        writer = tableWriter(trx, dialect, table, entry.header, file);
      }
      if (entry.kind === "row") await writer?.add(entry.values);
    }
    await writer?.finish();
  });
  // A row the database refuses (a broken foreign key, a duplicate) is the operator's to read, not a stack.
  await restore.catch((error: unknown) => {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `La base rechazó los datos de ${quoted(file)} (${(error as Error).message}). No se restauró nada.`,
    );
  });
};

/**
 * Decision 057: a backup into an empty database of either engine. Checks the whole file first
 * (damaged, unknown format, newer schema), then the target (empty, not migrated past the backup),
 * migrates it to the backup's migration, restores, migrates the rest and runs the doctor.
 */
export const restoreDatabase = async (target: DatabaseTarget, file: string): Promise<RestoreResult> => {
  const source = path.resolve(file);
  const manifest = await verifyArchive(source);
  const migrations = migrationsThrough(target.kind, manifest, source);
  const database = openDatabase(target);
  try {
    await ensureEmpty(database.db, database.dialect);
    await ensureNotAhead(database.db, database.dialect, manifest);
    await migrateThrough(database.db, database.dialect, migrations);
    await importArchive(database, source, manifest);
    const migrated = await migrateToLatest(database.db, database.dialect);
    // Fresh statistics, or the planner takes the restored tables for empty until autovacuum comes by.
    if (database.dialect === "postgres") await analyze(database.db);
    return { file: source, manifest, migrated, report: await checkInvariants(database.db) };
  } finally {
    await database.close();
  }
};
