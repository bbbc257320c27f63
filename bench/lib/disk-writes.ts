import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";
import type { DatabaseTarget } from "../../apps/server/src/config.ts";

/** Bytes written so far to the machine's whole disks (not their partitions), from /proc/diskstats. */
const bytesWritten = (disks: ReadonlySet<string>): number => {
  let sectors = 0;
  for (const line of readFileSync("/proc/diskstats", "utf8").split("\n")) {
    const fields = line.trim().split(/\s+/);
    // major, minor, name, reads, merged, sectors read, ms reading, writes, merged, sectors written…
    if (disks.has(fields[2] ?? "")) sectors += Number(fields[9]);
  }
  return sectors * 512;
};

export type DiskWrites = {
  /** MB written per second over the whole watch */
  mbPerSecond: number;
  /** the most MB written in any one second of it, and when that second began (ms from the start) */
  busiestMb: number;
  busiestAt: number;
};

/**
 * Watches what reaches the disk during a run, every 100 ms (Linux; null elsewhere). Decision 064: the
 * slow seconds of PostgreSQL's paced run were the kernel writing back, in one burst, the data pages the
 * database had dirtied 30 s earlier, and the commits' WAL flushes queued behind it. Printed beside the
 * p99, a slow run says whether its disk had such a second.
 */
export const watchDiskWrites = () => {
  let disks: Set<string>;
  try {
    disks = new Set(readdirSync("/sys/block").filter((name) => !/^(loop|ram|zram|sr)/.test(name)));
    bytesWritten(disks);
  } catch {
    return { stop: (): DiskWrites | null => null };
  }
  const started = performance.now();
  const samples: [number, number][] = [[0, bytesWritten(disks)]];
  const timer = setInterval(() => samples.push([performance.now() - started, bytesWritten(disks)]), 100);
  return {
    stop: (): DiskWrites => {
      clearInterval(timer);
      samples.push([performance.now() - started, bytesWritten(disks)]);
      let busiest = 0;
      let busiestAt = 0;
      let from = 0;
      for (const [at, bytes] of samples) {
        // The window is the samples within the second that ends at this one.
        while ((samples[from]?.[0] ?? at) < at - 1000) from += 1;
        const written = bytes - (samples[from]?.[1] ?? bytes);
        if (written > busiest) [busiest, busiestAt] = [written, samples[from]?.[0] ?? 0];
      }
      const [lastAt, lastBytes] = samples[samples.length - 1] ?? [0, 0];
      const first = samples[0]?.[1] ?? lastBytes;
      return {
        mbPerSecond: (lastBytes - first) / 1e6 / Math.max(lastAt / 1000, 0.001),
        busiestMb: busiest / 1e6,
        busiestAt,
      };
    },
  };
};

/** "; disk 17 MB/s, busiest second 146 MB at 7.3 s", for a figure's note; nothing off Linux. */
export const diskWritesText = (disk: DiskWrites | null) =>
  disk
    ? `; disk ${disk.mbPerSecond.toFixed(0)} MB/s, busiest second ${disk.busiestMb.toFixed(0)} MB at ${(disk.busiestAt / 1000).toFixed(1)} s`
    : "";

/** The host's dirty-page writeback settings, as vm.* sysctls say them (Linux; null elsewhere). */
export const writebackSettings = (): string | null => {
  const read = (name: string) => readFileSync(`/proc/sys/vm/${name}`, "utf8").trim();
  try {
    const bytes = Number(read("dirty_background_bytes"));
    const background =
      bytes > 0 ? `${Math.round(bytes / 2 ** 20)} MB` : `${read("dirty_background_ratio")} %`;
    const expire = Number(read("dirty_expire_centisecs")) / 100;
    return `writeback starts past ${background} dirty or after ${expire} s`;
  } catch {
    return null;
  }
};

/**
 * Before a measured phase on PostgreSQL: a CHECKPOINT writes and syncs every page the earlier phases
 * dirtied (as pgbench does before a run), so the kernel does not write them back, 30 s later, in the
 * middle of this phase's figure (decision 064). SQLite needs none: each commit's pages go to its WAL,
 * which the server checkpoints, synced, as it runs (decision 016). Null when it ran; else why not.
 */
export const settleWrites = async (database: DatabaseTarget): Promise<string | null> => {
  if (database.kind !== "postgres") return null;
  const client = new pg.Client({ connectionString: database.url });
  try {
    await client.connect();
    await client.query("checkpoint");
    return null;
  } catch (error) {
    return `no checkpoint before the phase: ${(error as Error).message}`;
  } finally {
    await client.end().catch(() => {});
  }
};
