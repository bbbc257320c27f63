// Serves the production build exactly as `npm start` does, on a fresh database of its own, and keeps the
// server log (where mails go without SMTP) in .data/server.log for journeys that follow a mailed link.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const dataDir = path.join(here, ".data");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const log = createWriteStream(path.join(dataDir, "server.log"));
const server = spawn(path.join(root, "node_modules/.bin/tsx"), ["apps/server/src/main.ts"], {
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
