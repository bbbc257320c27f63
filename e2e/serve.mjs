// Serves the production build exactly as `npm start` does (the server's bundle, built here when missing
// or stale, run by plain node with its flags), on a fresh database of its own, and keeps the server log
// (where mails go without SMTP) in .data/server.log for journeys that follow a mailed link.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureServerBundle, serverCommand } from "../scripts/server-bundle.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const dataDir = path.join(here, ".data");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

await ensureServerBundle();
const log = createWriteStream(path.join(dataDir, "server.log"));
const server = spawn(...serverCommand(), {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "info" },
  stdio: ["ignore", "pipe", "pipe"],
});
for (const stream of [server.stdout, server.stderr]) {
  stream.on("data", (chunk) => {
    log.write(chunk);
    if (!String(chunk).startsWith("{")) process.stdout.write(chunk);
  });
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
