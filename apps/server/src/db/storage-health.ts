import { statfs } from "node:fs/promises";
import path from "node:path";

export type DiskState = "ok" | "full";

/** Below this much free space next to the SQLite file, the next write may not fit (an order is ~100 KB). */
const minimumFreeBytes = 1024 * 1024;

/**
 * What `/api/v1/health` says of the disk (decision 071): full from a write refused for lack of space
 * until a write goes through again, and, on SQLite, whenever the data file's filesystem is all but full.
 * PostgreSQL's disk is the database server's: only its refusals tell.
 */
export const createStorageHealth = (sqliteFile: string | null) => {
  let refused = false;
  // Asked at most once a second: health is what load balancers and the benches call most.
  let checked: { at: number; full: Promise<boolean> } | null = null;
  const nearlyFull = () => {
    if (!sqliteFile) return Promise.resolve(false);
    if (checked && Date.now() - checked.at < 1_000) return checked.full;
    const full = statfs(path.dirname(sqliteFile)).then(
      (stats) => stats.bavail * stats.bsize < minimumFreeBytes,
      () => false,
    );
    checked = { at: Date.now(), full };
    return full;
  };
  return {
    noteFull: () => {
      refused = true;
      checked = null;
    },
    noteWritten: () => {
      refused = false;
      checked = null;
    },
    disk: async (): Promise<DiskState> => (refused || (await nearlyFull()) ? "full" : "ok"),
  };
};

export type StorageHealth = ReturnType<typeof createStorageHealth>;
