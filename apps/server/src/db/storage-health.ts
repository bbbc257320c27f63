import { statfs } from "node:fs/promises";
import path from "node:path";

export type DiskState = "ok" | "full";

/** Below this much free space next to the SQLite file, the next write may not fit (an order is ~100 KB). */
const minimumFreeBytes = 1024 * 1024;

/**
 * What `/api/v1/health` says of the disk (issue 33, point 9): full from a write refused for lack of space
 * until a write goes through again, and, on SQLite, whenever the data file's filesystem is all but full.
 * PostgreSQL's disk is the database server's: only its refusals tell.
 */
export const createStorageHealth = (sqliteFile: string | null) => {
  let refused = false;
  const nearlyFull = async () => {
    if (!sqliteFile) return false;
    const stats = await statfs(path.dirname(sqliteFile)).catch(() => null);
    return stats !== null && stats.bavail * stats.bsize < minimumFreeBytes;
  };
  return {
    noteFull: () => {
      refused = true;
    },
    noteWritten: () => {
      refused = false;
    },
    disk: async (): Promise<DiskState> => (refused || (await nearlyFull()) ? "full" : "ok"),
  };
};

export type StorageHealth = ReturnType<typeof createStorageHealth>;
