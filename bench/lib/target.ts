import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { DatabaseTarget } from "../../apps/server/src/config.ts";
import { freePort } from "../../apps/server/test/server-process-kit.ts";
import {
  ensureServerBundle,
  serverBundle,
  serverEnvironment,
  serverNodeArgs,
} from "../../scripts/server-bundle.mjs";

export type Engine = "sqlite" | "postgres";
export type Target = {
  url: string;
  /** The server's process, e.g. to read its memory from /proc. */
  pid: number;
  /** Where the server keeps its data, for benchmarks that seed more than the API could in time. */
  database: DatabaseTarget;
  /** What a second instance on the same database needs, so a session from one is good on the other. */
  shared: { engine: Engine; databaseUrl: string; authSecret: string };
  stop: () => Promise<void>;
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * A benchmark's data kept between runs under a name (e.g. `bench:catalog -- --keep=big`), so 300,000
 * products are seeded once: a PostgreSQL database and a SQLite data directory that are neither dropped
 * nor removed, and the auth secret the kept sessions were signed with.
 */
export type Kept = { name: string; authSecret: string };

const keptName = (kept: Kept) => `comanda_bench_keep_${kept.name.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}`;

/** A database of its own on the given PostgreSQL server, dropped when the run ends unless kept. */
const createPostgresDatabase = async (adminUrl: string, kept: Kept | null) => {
  const name = kept ? keptName(kept) : `comanda_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = kept
    ? (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1
    : false;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (kept) return { url: url.toString(), drop: async () => {} };
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { url: url.toString(), drop };
};

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

/**
 * The server as `npm start` runs it (the bundle, plain node, its memory flags), in a process of its own,
 * so the load generator does not share its event loop (with two cores, one each). Request logging is
 * off, as in the decisions' figures.
 */
export const startTarget = async (
  engine: Engine,
  adminUrl: string,
  /** Extra environment for the server, e.g. TRUST_PROXY for a benchmark that plays many clients. */
  env: Record<string, string> = {},
  /**
   * Another instance on this target's PostgreSQL database (docs/product.md#architecture: several instances behind a load
   * balancer); the database stays until the first target stops.
   */
  sameDatabaseAs?: Target,
  kept: Kept | null = null,
): Promise<Target> => {
  if (sameDatabaseAs && sameDatabaseAs.shared.engine !== "postgres") {
    throw new Error("only PostgreSQL serves several instances: SQLite's change bus is in memory");
  }
  const dataDir = kept
    ? path.join(tmpdir(), keptName(kept))
    : mkdtempSync(path.join(tmpdir(), "comanda-bench-"));
  if (kept) mkdirSync(dataDir, { recursive: true });
  const database = sameDatabaseAs
    ? { url: sameDatabaseAs.shared.databaseUrl, drop: async () => {} }
    : engine === "postgres"
      ? await createPostgresDatabase(adminUrl, kept)
      : null;
  const authSecret = sameDatabaseAs?.shared.authSecret ?? kept?.authSecret ?? randomBytes(24).toString("hex");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server under load; given
  // after npm start's flags, so it can also override one (--max-semi-space-size=16, V8's default).
  // BENCH_SERVER_STDOUT=1 shows the server's standard output (e.g. what --trace-gc prints).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  // BENCH_SERVER_BUNDLE=/path/main.mjs runs a bundle built elsewhere (e.g. of a commit, for an hour-long
  // soak while the tree keeps changing) instead of building this tree's.
  const bundle = process.env.BENCH_SERVER_BUNDLE || serverBundle;
  if (!process.env.BENCH_SERVER_BUNDLE) await ensureServerBundle();
  const child = spawn(process.execPath, [...serverNodeArgs, ...nodeArgs, bundle], {
    cwd: root,
    env: {
      ...serverEnvironment(),
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? "",
      AUTH_SECRET: authSecret,
      LOG_LEVEL: "silent",
      ...env,
    },
    stdio: ["ignore", process.env.BENCH_SERVER_STDOUT ? "inherit" : "ignore", "inherit"],
  });
  const stop = async () => {
    await stopProcess(child);
    await database?.drop();
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      const where: DatabaseTarget = database
        ? { kind: "postgres", url: database.url }
        : { kind: "sqlite", file: path.join(dataDir, "comanda.db") };
      return {
        url,
        pid: child.pid ?? 0,
        database: where,
        shared: { engine, databaseUrl: database?.url ?? "", authSecret },
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the ${engine} server did not become healthy`);
};
