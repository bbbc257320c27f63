// Serves the production build exactly as `npm start` does (the server's bundle, built here when missing
// or stale, run by plain node with its flags), on a fresh database of its own, and keeps the server log
// (where mails go without SMTP) in .data/server.log for journeys that follow a mailed link.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureServerBundle, serverCommand } from "../scripts/server-bundle.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const dataDir = path.join(here, ".data");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

await ensureServerBundle();

// Decision 055: ARCA cannot be reached from here; its stand-in (apps/server/test/arca) runs beside the server with
// a test CA, and leaves in .data/arca the certificate and key a journey uploads in the fiscal settings.
const arcaDir = path.join(dataDir, "arca");
const arca = spawn(process.execPath, ["--import", "tsx", "apps/server/test/arca/main.ts"], {
  cwd: root,
  env: {
    ...process.env,
    ARCA_STAND_IN_DIR: arcaDir,
    ARCA_STAND_IN_CUIT: "20111111112",
    ARCA_STAND_IN_PORT: "0",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
const arcaOrigin = await new Promise((resolve, reject) => {
  arca.stdout.on("data", (chunk) => {
    const found = /listening on (http:\/\/[\d.:]+)/.exec(String(chunk));
    if (found) resolve(found[1]);
  });
  arca.on("exit", (code) => reject(new Error(`the ARCA stand-in stopped (${code})`)));
});
writeFileSync(path.join(arcaDir, "origin"), arcaOrigin);

const log = createWriteStream(path.join(dataDir, "server.log"));
const server = spawn(...serverCommand(), {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "info",
    // A journey's stand-in printer listens on this machine (modifiers.spec.ts); the private ranges stay allowed.
    PRINTER_NETWORKS: "192.168.0.0/16,10.0.0.0/8,172.16.0.0/12,127.0.0.1/32",
    ARCA_WSAA_URL: `${arcaOrigin}/ws/services/LoginCms`,
    ARCA_WSFE_URL: `${arcaOrigin}/wsfev1/service.asmx`,
  },
  stdio: ["ignore", "pipe", "pipe"],
});
for (const stream of [server.stdout, server.stderr]) {
  stream.on("data", (chunk) => {
    log.write(chunk);
    if (!String(chunk).startsWith("{")) process.stdout.write(chunk);
  });
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    arca.kill(signal);
    server.kill(signal);
  });
server.on("exit", (code) => {
  arca.kill();
  process.exit(code ?? 0);
});
