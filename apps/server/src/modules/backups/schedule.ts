import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type pino from "pino";
import type { Config } from "../../config.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { backupDatabase, defaultBackupName } from "./backup.ts";

export type BackupStatus = {
  enabled: boolean;
  latest: { file: string; at: number; bytes: number } | null;
  lastError: string | null;
};

export type BackupSchedule = { status: () => BackupStatus; stop: () => Promise<void> };

const isBackup = (name: string) => /^comanda-backup-\d{8}-\d{6}\.jsonl\.gz$/.test(name);

/** The backups in `dir`, newest first (their names sort by time). */
const backupsIn = (dir: string) => {
  try {
    return readdirSync(dir).filter(isBackup).sort().reverse();
  } catch {
    return [];
  }
};

const newestIn = (dir: string): BackupStatus["latest"] => {
  const [name] = backupsIn(dir);
  if (!name) return null;
  const file = path.join(dir, name);
  const stat = statSync(file);
  return { file, at: stat.mtimeMs, bytes: stat.size };
};

/**
 * Decision 057: the server backs itself up every BACKUP_EVERY into BACKUP_DIR, in the backup's format,
 * and keeps the newest BACKUP_KEEP. The first copy after a start waits for the interval since the newest
 * one on disk, so restarts do not each make one. On SQLite the copy runs on the server's own connection, a
 * few pages between requests (sqlite-snapshot.ts). With several instances, set BACKUP_EVERY on one.
 */
export const startBackupSchedule = (
  config: Pick<Config, "backup" | "database">,
  database: DatabaseHandle,
  logger: Pick<pino.Logger, "info" | "error">,
  now: () => number = Date.now,
): BackupSchedule => {
  const { dir, everyMs, keep } = config.backup;
  let lastError: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const prune = () => {
    for (const name of backupsIn(dir).slice(keep)) rmSync(path.join(dir, name), { force: true });
  };

  const take = async () => {
    const at = new Date(now());
    try {
      const result = await backupDatabase(
        config.database,
        path.join(dir, defaultBackupName(at)),
        at,
        database.sqlite ?? undefined,
      );
      lastError = null;
      prune();
      logger.info({ backup: { file: result.file, bytes: result.bytes } }, "backup written");
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      logger.error({ err: error }, "backup failed");
    }
  };

  const schedule = (delay: number) => {
    if (stopped || everyMs === null) return;
    timer = setTimeout(
      () => {
        running = take().finally(() => {
          running = null;
          schedule(everyMs);
        });
      },
      Math.max(delay, 0),
    );
    timer.unref();
  };

  if (everyMs !== null) {
    const latest = newestIn(dir);
    schedule(latest ? latest.at + everyMs - now() : 0);
  }

  return {
    status: () => ({ enabled: everyMs !== null, latest: newestIn(dir), lastError }),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
};

declare module "../../context.ts" {
  interface ModuleServices {
    /** The scheduled backups, off unless BACKUP_EVERY is set (decision 057). */
    backups: BackupSchedule;
  }
}
