import { execFile } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server-process-kit.ts";

const run = promisify(execFile);

/** Debian's PostgreSQL binaries, the newest version installed. */
const binaries = () => {
  const root = "/usr/lib/postgresql";
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error(`no PostgreSQL under ${root}: install the postgresql package`);
  return path.join(root, versions[0] as string, "bin");
};

/**
 * PostgreSQL refuses to run as root, and the suite runs as root in CI: the cluster then belongs to the
 * `postgres` user, its commands run through runuser.
 */
const asClusterOwner = (command: string, args: string[]) => {
  if (userInfo().uid !== 0) return run(command, args);
  return run("runuser", ["-u", "postgres", "--", command, ...args]);
};

const ownerIds = async () => {
  if (userInfo().uid !== 0) return null;
  const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
};

export type StopMode = "fast" | "immediate";

export type PostgresCluster = {
  /** postgres://… of the cluster's `postgres` database, over TCP on 127.0.0.1. */
  url: string;
  stop: (mode: StopMode) => Promise<void>;
  start: () => Promise<void>;
  /** Stops it (immediate) and deletes its files. */
  destroy: () => Promise<void>;
};

/**
 * A PostgreSQL cluster of a test's own (initdb, then pg_ctl), in a temporary directory, so the test may
 * stop and start it (decision 071) without touching the server the rest of the suite shares. Durability
 * is off: nothing here outlives the test.
 */
export const createPostgresCluster = async (): Promise<PostgresCluster> => {
  const bin = binaries();
  const dir = mkdtempSync("/tmp/comanda-cluster-");
  const ids = await ownerIds();
  if (ids) chownSync(dir, ids.uid, ids.gid);
  const data = path.join(dir, "data");
  const port = await freePort();
  await asClusterOwner(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--no-sync",
    "--no-instructions",
  ]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${dir}`,
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
  ].join(" ");
  const pgCtl = (args: string[]) => asClusterOwner(path.join(bin, "pg_ctl"), ["-D", data, ...args]);
  const start = async () => {
    await pgCtl(["start", "-w", "-t", "30", "-l", path.join(dir, "server.log"), "-o", options]);
  };
  const stop = async (mode: StopMode) => {
    await pgCtl(["stop", "-w", "-t", "30", "-m", mode]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop("immediate").catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
