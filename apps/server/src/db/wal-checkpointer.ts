import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SqliteDatabase from "better-sqlite3";

/** SQLite's own threshold, in WAL pages, at which the committing connection checkpoints. */
const defaultAutocheckpoint = 1000;
/**
 * While the worker runs, the main connection checkpoints only past this many pages (about 40 MB): under
 * writes that never pause, the worker never finds the WAL still, SQLite cannot start it over, and it
 * would grow without end.
 */
const backstopAutocheckpoint = 10_000;

// CommonJS, evaluated in the worker: it only opens the file and checkpoints it now and then.
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
// A full disk passes (decision 071): the checkpoint is tried again once there is room.
const checkpoint = () => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (error) {
    if (error.code !== "SQLITE_FULL") throw error;
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * The worker holds one connection and a timer: a heap of ~5 MB. Its limits keep it from growing like
 * the main thread's (an isolate is ~7 MB of RSS either way, decision 036); were it ever to hit them, it
 * would end, and its exit hands checkpoints back to the main connection.
 */
export const checkpointerLimits = { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 };

export type WalCheckpointer = { worker: Worker; stop: () => Promise<void> };

/**
 * A checkpoint copies the WAL back into the database file and waits for the disk twice, and SQLite runs
 * it in the connection that commits, every 1000 pages: every few hundred writes, the event loop stood
 * still for milliseconds (decision 016). A worker thread with a connection of its own checkpoints
 * instead, a few times a second, without blocking writers (PASSIVE). Should the worker die, the main
 * connection takes the job back. Kept a thread though it costs memory (decision 036): on the main thread,
 * each checkpoint would again stop every request for its copy and its fsyncs.
 */
export const startWalCheckpointer = (
  sqlite: SqliteDatabase.Database,
  file: string,
  intervalMs = 100,
): WalCheckpointer => {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { driver, file, intervalMs },
    resourceLimits: checkpointerLimits,
  });
  // Never what keeps the process alive: a CLI command or a test ends without waiting for it.
  worker.unref();
  sqlite.pragma(`wal_autocheckpoint = ${backstopAutocheckpoint}`);
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    worker.once("exit", () => {
      if (!stopping && sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${defaultAutocheckpoint}`);
      resolve();
    });
  });
  // An error ends the worker; the exit above hands checkpoints back to the main connection.
  worker.on("error", () => {});
  return {
    worker,
    stop: async () => {
      stopping = true;
      // Held open until the worker has let go of the file, so the main connection closes last.
      worker.ref();
      worker.postMessage("stop");
      await exited;
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${defaultAutocheckpoint}`);
    },
  };
};
