// The server as `npm start` runs it: one esbuild bundle of apps/server/src/main.ts, run by plain node
// with the memory flags below (docs/decisions/036). No side effects on import: e2e/serve.mjs, the bench and
// the server's tests import it too.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const serverBundle = path.join(root, "apps/server/dist/main.mjs");

/**
 * V8 flags, which must be on node's command line (V8 reads them before any code runs). Semi-spaces of up
 * to 8 MB instead of 16: idle RSS 121–128 MB instead of 131–145 (decision 036). Not 2 MB, as first chosen:
 * since orders share commits (decision 040) dozens are in flight at once, and with 2 MB their objects
 * outlived the young generation; the server spent a fifth of its time collecting and took ~25 % fewer
 * orders a second.
 */
export const serverNodeArgs = ["--max-semi-space-size=8"];

/** What `npm start` runs: node, its flags, the bundle. */
export const serverCommand = (bundle = serverBundle) => [process.execPath, [...serverNodeArgs, bundle]];

/**
 * The environment `npm start` gives the server: the operator's, with glibc's malloc held to 2 arenas
 * unless the operator chose otherwise. By default glibc makes up to 8 per core for the threads that
 * allocate (V8's helpers, libuv's pool, SQLite's checkpointer worker), each keeping what it freed; an
 * hour's soak at 5 orders/s held 5–7 MB less with 2, at the same pace (decision 072). Linux/glibc only;
 * elsewhere the variable means nothing.
 */
export const serverEnvironment = (env = process.env) => ({
  ...env,
  MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2",
});

// The server and the workspace packages it bundles; anything newer than the bundle makes it stale.
const sources = [
  path.join(root, "apps/server/src"),
  path.join(root, "apps/server/package.json"),
  path.join(root, "packages/domain/src"),
  path.join(root, "packages/domain/package.json"),
  fileURLToPath(import.meta.url),
];

const newest = (file) => {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(file)) latest = Math.max(latest, newest(path.join(file, entry)));
  return latest;
};

export const isServerBundleStale = (bundle = serverBundle) =>
  !existsSync(bundle) || sources.some((source) => newest(source) > statSync(bundle).mtimeMs);

/**
 * Workspace packages (`@comanda/…`, TypeScript that node cannot run) are bundled; every npm package
 * stays an import of node_modules, as under tsx: native ones (better-sqlite3, sharp, pg-native) cannot be
 * bundled, and a lazy `import("sharp")` or `require` of zxcvbn stays lazy.
 */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@comanda/") ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds the bundle (and its source map beside it); a few hundred milliseconds. */
export const buildServerBundle = async (bundle = serverBundle) => {
  const { build } = await import("esbuild");
  await build({
    entryPoints: [path.join(root, "apps/server/src/main.ts")],
    outfile: bundle,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    plugins: [externalPackages],
    // Tree shaking gains a server nothing, and packages/domain's `"sideEffects": false` would drop its
    // zod-locale import (zod's own messages in Spanish): the bundle runs every module tsx would.
    ignoreAnnotations: true,
    sourcemap: "linked",
    // Stack traces keep the source's file names through the map; its text is in the repository.
    sourcesContent: false,
    logLevel: "warning",
  });
};

/** Builds the bundle when there is none or a source is newer than it. */
export const ensureServerBundle = async ({ force = false } = {}) => {
  if (!force && !isServerBundleStale()) return false;
  await buildServerBundle();
  return true;
};
