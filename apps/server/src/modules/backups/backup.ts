import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { businessClock } from "@comanda/domain";
import type SqliteDatabase from "better-sqlite3";
import type { DatabaseTarget } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { makePrivateDir } from "../../db/private-files.ts";
import { assembleArchive, writeDataMember } from "./archive.ts";
import { BackupError, quoted } from "./backup-error.ts";
import { type ExportSource, exportLines } from "./export-tables.ts";
import { archiveFormat, archiveVersion, type BackupResult, type Manifest } from "./manifest.ts";
import { withPostgresSnapshot } from "./postgres-snapshot.ts";
import { withSqliteSnapshot } from "./sqlite-snapshot.ts";

export type { BackupResult } from "./manifest.ts";

/** The consistent copy each engine takes (also an exported business's, cli/business-transfer). */
export const withSnapshot = async <T>(
  target: DatabaseTarget,
  dir: string,
  work: (source: ExportSource) => Promise<T>,
  own?: SqliteDatabase.Database,
): Promise<T> => {
  if (target.kind === "sqlite") return withSqliteSnapshot(target.file, dir, work, own);
  const database = openDatabase({ ...target, poolSize: 1 });
  try {
    return await withPostgresSnapshot(database.db, work);
  } finally {
    await database.close();
  }
};

/**
 * Decision 057: a consistent copy of the whole database while the server keeps selling, as an
 * engine-neutral archive (archive.ts). Never overwrites a file. The work files (SQLite's snapshot, the
 * compressed data) live beside the destination, on the disk the operator chose for backups.
 */
export const backupDatabase = async (
  target: DatabaseTarget,
  file: string,
  now = new Date(),
  /** inside the server: its SQLite connection (sqlite-snapshot.ts) */
  own?: SqliteDatabase.Database,
): Promise<BackupResult> => {
  const out = path.resolve(file);
  if (existsSync(out)) throw new BackupError(`Ya existe ${quoted(out)}: una copia nunca reemplaza otra.`);
  makePrivateDir(path.dirname(out));
  const work = mkdtempSync(path.join(path.dirname(out), ".comanda-backup-"));
  try {
    const data = path.join(work, "data.gz");
    const taken = await withSnapshot(
      target,
      work,
      async (source) => {
        if (!source.migration)
          throw new BackupError(
            "La base no tiene migraciones aplicadas: no hay datos que copiar (npm run comanda -- migrate).",
          );
        const tables: Record<string, number> = {};
        const sha256 = await writeDataMember(data, exportLines(source, tables));
        return {
          engine: source.engine,
          snapshot: source.snapshot,
          migration: source.migration,
          tables,
          sha256,
        };
      },
      own,
    );
    const manifest: Manifest = {
      format: archiveFormat,
      version: archiveVersion,
      migration: taken.migration,
      engine: taken.engine,
      snapshot: taken.snapshot,
      createdAt: now.toISOString(),
      tables: taken.tables,
      sha256: taken.sha256,
    };
    await assembleArchive(out, path.join(work, "archive.partial"), manifest, data);
    return { file: out, bytes: statSync(out).size, manifest };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

/** comanda-backup-YYYYMMDD-HHmmss.jsonl.gz, in Buenos Aires time like every date the operator reads. */
export const defaultBackupName = (now: Date) => {
  const { year, month, day, hour, minute, second } = businessClock(now.getTime());
  return `comanda-backup-${year}${month}${day}-${hour}${minute}${second}.jsonl.gz`;
};
