import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export type ServerProcessOptions = {
  /**
   * Run it as `npm start` does: a child of scripts/lib.mjs's `run` (which forwards the signals it gets),
   * both in a process group of their own, as systemd's unit or a terminal's Ctrl-C would signal them.
   */
  throughScripts?: boolean;
};

/**
 * Starts the real server entry point (`apps/server/src/main.ts`) in its own OS process. On 2 cores busy
 * with other test files it took 25–45 s to answer its health check (tsx compiles it, then migrations), past
 * the 30 s this waited: the default waits longer, still under vitest's 60 s per test.
 */
export const startServerProcess = async (
  env: Record<string, string>,
  startMs = 50_000,
  { throughScripts = false }: ServerProcessOptions = {},
) => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "comanda-proc-"));
  const [command, args] = throughScripts
    ? [process.execPath, ["apps/server/test/run-through-scripts.mjs"]]
    : // One process, as production's node runs the bundle: tsx's CLI would stand a parent in front that
      // relays SIGTERM and SIGKILLs the server unless it acknowledges within 30 ms, which under CPU load it
      // does not, so a "graceful" stop cut the orders in flight (the proxy answered 502 ECONNRESET).
      [process.execPath, ["--import", "tsx", "apps/server/src/main.ts"]];
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      BASE_URL: "",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: throughScripts ? ["ignore", "pipe", "pipe"] : "ignore",
    detached: throughScripts,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}: ${output}`);
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok)
      return {
        url,
        dataDir,
        stop: () => stop(child),
        /** What the process (and, through scripts, its parent) printed so far. */
        output: () => output,
        /** The exit code of the process started (through scripts: lib.mjs's, which is the server's). */
        exited,
        /** A signal to the whole process group, as systemd's KillMode=control-group or Ctrl-C sends it. */
        signalGroup: (signal: NodeJS.Signals) => process.kill(-(child.pid ?? 0), signal),
      };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (throughScripts) process.kill(-(child.pid ?? 0), "SIGKILL");
  else child.kill("SIGKILL");
  throw new Error(`server process did not become healthy in ${startMs / 1000} s`);
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
