import { existsSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { paceOrders } from "./paced-orders.ts";
import { newServiceBusiness } from "./service-business.ts";
import { type Engine, startTarget, type Target } from "./target.ts";

/** One server of the soak: an engine, and the environment it runs with (e.g. MALLOC_ARENA_MAX=2). */
export type SoakVariant = { engine: Engine; label: string; env: Record<string, string> };

const probe = path.join(path.dirname(fileURLToPath(import.meta.url)), "memory-probe.mjs");
const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * Where a process's resident memory is, in MB, from /proc/<pid>/smaps: glibc's main arena (`[heap]`),
 * SQLite's shared WAL index (the `-shm` file every connection maps), the database file if mapped
 * (`PRAGMA mmap_size`), the code of node and its libraries, and anonymous memory (V8's heap, the other
 * malloc arenas of libuv's and V8's threads, SQLite's page cache and Node's buffers live there).
 */
const residentOf = (pid: number) => {
  const parts = { rss: 0, brkHeap: 0, anonymous: 0, walIndex: 0, databaseFile: 0, code: 0 };
  let where: keyof typeof parts = "anonymous";
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = line.match(/^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/);
    if (header) {
      const name = header[1] ?? "";
      where =
        name === "[heap]"
          ? "brkHeap"
          : name.endsWith("-shm")
            ? "walIndex"
            : /\.db(-wal)?$/.test(name)
              ? "databaseFile"
              : name.startsWith("/")
                ? "code"
                : "anonymous";
      continue;
    }
    const rss = line.match(/^Rss:\s+(\d+) kB/);
    if (rss) {
      parts[where] += Number(rss[1]) / 1024;
      parts.rss += Number(rss[1]) / 1024;
    }
  }
  return parts;
};

type Probe = { heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
const probed = (file: string): Probe | null => {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Probe;
  } catch {
    return null;
  }
};

const fileMb = (file: string) => (existsSync(file) ? mb(statSync(file).size) : 0);

type Running = { variant: SoakVariant; target: Target; probeFile: string; first?: number; peak: number };

const columns = [
  ["min", 5],
  ["server", 22],
  ["RSS", 7],
  ["[heap]", 7],
  ["anon", 7],
  ["-shm", 6],
  ["code", 6],
  ["V8 used", 8],
  ["V8 total", 9],
  ["external", 9],
  ["db+wal", 8],
] as const;
const row = (cells: (string | number)[]) =>
  cells
    .map((cell, index) => {
      const width = columns[index]?.[1] ?? 8;
      return index === 1 ? String(cell).padEnd(width) : String(cell).padStart(width);
    })
    .join(" ");
const fixed = (value: number) => value.toFixed(1);

/**
 * Paced orders for `seconds` into each variant's server at once (a process each), and every `every`
 * seconds one line per server of where its memory is: does RSS level off (caches filling up to their
 * bound) or keep growing (a leak)? The SQLite file's size is printed beside it: its page cache is bounded by
 * `PRAGMA cache_size` whatever the file's size, so a growth that follows the file would be something else.
 */
export const soak = async (
  variants: SoakVariant[],
  adminUrl: string,
  { seconds, every, rate }: { seconds: number; every: number; rate: number },
) => {
  const running: Running[] = [];
  for (const variant of variants) {
    const probeFile = path.join(tmpdir(), `comanda-memory-probe-${process.pid}-${running.length}.json`);
    const env = {
      ...variant.env,
      COMANDA_MEMORY_PROBE: probeFile,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${probe}`.trim(),
    };
    running.push({ variant, target: await startTarget(variant.engine, adminUrl, env), probeFile, peak: 0 });
  }
  console.log(
    `Memory soak: ${rate} orders/s into each server for ${seconds} s, figures in MB every ${every} s (${process.version})`,
  );
  console.log(row(columns.map(([name]) => name)));
  const sample = (minute: number) => {
    for (const run of running) {
      const resident = residentOf(run.target.pid);
      const heap = probed(run.probeFile);
      const { database } = run.target;
      const size = database.kind === "sqlite" ? fileMb(database.file) + fileMb(`${database.file}-wal`) : 0;
      run.first ??= resident.rss;
      run.peak = Math.max(run.peak, resident.rss);
      console.log(
        row([
          minute.toFixed(1),
          run.variant.label,
          fixed(resident.rss),
          fixed(resident.brkHeap),
          fixed(resident.anonymous),
          fixed(resident.walIndex + resident.databaseFile),
          fixed(resident.code),
          heap ? fixed(mb(heap.heapUsed)) : "-",
          heap ? fixed(mb(heap.heapTotal)) : "-",
          heap ? fixed(mb(heap.external)) : "-",
          database.kind === "sqlite" ? fixed(size) : "-",
        ]),
      );
    }
  };
  try {
    const businesses = await Promise.all(running.map((run) => newServiceBusiness(run.target.url)));
    sample(0);
    const started = Date.now();
    const stop = new AbortController();
    const sampler = (async () => {
      for (let next = 1; ; next++) {
        const wait = started + next * every * 1000 - Date.now();
        if (wait > 0) await sleep(wait, undefined, { signal: stop.signal });
        sample((Date.now() - started) / 60_000);
      }
    })().catch(() => {});
    const runs = await Promise.all(businesses.map((business) => paceOrders(business, rate, seconds, 1)));
    stop.abort();
    await sampler;
    sample((Date.now() - started) / 60_000);
    console.log("\nSummary (RSS in MB: first sample, last, peak; orders answered 201 per second)");
    running.forEach((run, index) => {
      const last = residentOf(run.target.pid).rss;
      const paced = runs[index];
      const failed = [...(paced?.failures ?? [])].map(([status, count]) => `${count}× ${status}`).join(", ");
      console.log(
        `  ${run.variant.label.padEnd(22)} ${fixed(run.first ?? 0)} → ${fixed(last)}, peak ${fixed(run.peak)}; ${paced?.created.toFixed(2)}/s${failed ? `; NOT 201: ${failed}` : ""}`,
      );
    });
  } finally {
    for (const run of running) await run.target.stop();
  }
};
