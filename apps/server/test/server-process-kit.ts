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

/** Starts the real server entry point (`apps/server/src/main.ts`) in its own OS process. */
export const startServerProcess = async (env: Record<string, string>, startMs = 30_000) => {
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(root, "node_modules/.bin/tsx"), ["apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      BASE_URL: "",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "comanda-proc-")),
      LOG_LEVEL: "silent",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop: () => stop(child) };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server process did not become healthy in ${startMs / 1000} s`);
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
