import { execFile } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export type SmallDisk = {
  dir: string;
  /** Writes a file until the filesystem has no room left. */
  fill: () => void;
  /** Deletes that file: the space is back. */
  free: () => void;
  destroy: () => Promise<void>;
};

/**
 * A filesystem of `megabytes` of a test's own (decision 071), to fill up and free again: a tmpfs,
 * which needs root (the suite runs as root in CI).
 */
export const mountSmallDisk = async (megabytes: number): Promise<SmallDisk> => {
  if (userInfo().uid !== 0) throw new Error("mounting a small tmpfs needs root: run this test as root");
  const dir = mkdtempSync(path.join(tmpdir(), "comanda-small-disk-"));
  await run("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m,mode=0700`, "tmpfs", dir]);
  const filler = path.join(dir, "filler");
  return {
    dir,
    fill: () => {
      const fd = openSync(filler, "a");
      const chunk = Buffer.alloc(64 * 1024);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as { code?: string }).code !== "ENOSPC") throw error;
        // The last chunk that did not fit whole: fill what is left of it byte by byte.
        for (const size of [4096, 512, 1]) {
          try {
            for (;;) writeSync(fd, chunk.subarray(0, size));
          } catch {}
        }
      } finally {
        closeSync(fd);
      }
    },
    free: () => rmSync(filler, { force: true }),
    destroy: async () => {
      await run("umount", ["-l", dir]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
