import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../apps/server/test/server-process-kit.ts";
import { serverNodeArgs } from "../../scripts/server-bundle.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A bare Fastify route (bare-server.ts) on the same Node and machine as the server under test, in its own
 * process with the server's V8 flags (the young generation's size bears on throughput; tsx's loader, which
 * only loads it, does not): the yardstick a signed-in request is compared with, since /health itself runs
 * `select 1`.
 */
export const startBareRoute = async () => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...serverNodeArgs, "--import", "tsx", path.join(here, "bare-server.ts")],
    {
      cwd: path.resolve(here, "../.."),
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}/bare`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error("the bare Fastify route did not start");
};
