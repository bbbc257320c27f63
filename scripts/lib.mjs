import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureServerBundle } from "./server-bundle.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const children = new Set();
let stopping = false;
// Stopping npm start/test must stop what it started (an orphaned `npm ci` would race the next one);
// each child gets the signal and the awaiting code exits once it has stopped.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = true;
    for (const child of children) child.kill(signal);
    if (children.size === 0) process.exit(130);
  });
}

/** Runs a command with inherited output; resolves to its exit code. */
export const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    children.add(child);
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });

/** Runs a command with its output collected; resolves to its exit code and what it printed. */
export const runBuffered = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], ...options });
    children.add(child);
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code, signal) => {
      children.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), text: Buffer.concat(chunks).toString("utf8") });
    });
  });

export const mustRun = async (label, command, args, options) => {
  const code = await run(command, args, options);
  if (stopping) process.exit(130);
  if (code !== 0) {
    console.error(`\n✗ ${label} falló (código ${code}).`);
    process.exit(code);
  }
};

const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
};

/** npm ci when node_modules is missing or older than the lockfile. */
export const ensureDependencies = async () => {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log("Instalando dependencias (npm ci)…");
  await mustRun("npm ci", "npm", ["ci", "--no-audit", "--no-fund"]);
};

/** Builds the web app when there is no build or a source file is newer than it. */
export const ensureWebBuild = async ({ force = false } = {}) => {
  const index = path.join(root, "apps/web/dist/index.html");
  const sources = [path.join(root, "apps/web"), path.join(root, "packages/domain/src")];
  const stale = !existsSync(index) || sources.some((dir) => newest(dir) > statSync(index).mtimeMs);
  if (!force && !stale) return;
  console.log("Construyendo la interfaz web…");
  await mustRun("la construcción de la interfaz", "npm", ["run", "build", "-w", "@comanda/web"]);
};

/** Bundles the server (scripts/server-bundle.mjs) when there is no bundle or a source file is newer. */
export const ensureServerBuild = async ({ force = false } = {}) => {
  try {
    if (await ensureServerBundle({ force }))
      console.log("Servidor empaquetado en apps/server/dist/main.mjs.");
  } catch (error) {
    if (stopping) process.exit(130);
    // esbuild has already printed what it could not build.
    console.error(`\n✗ El empaquetado del servidor falló: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
};

export const tsx = path.join(root, "node_modules/.bin/tsx");
