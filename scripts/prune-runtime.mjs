// `node scripts/prune-runtime.mjs [ROOT]`: after `npm ci --omit=dev`, keeps in ROOT/node_modules only what the
// server's bundle can load (the image's runtime layer, Dockerfile). npm installs the whole workspace's
// production tree (the web app's React and MUI, better-auth's optional peers such as vitest): ~237 MB, of
// which the server needs a fraction. The bundle (apps/server/dist/main.mjs) names its packages: every
// `import … from "x"`, `import("x")`, `require("x")` and `require.resolve("x")`; from those, each package's dependencies, optional
// dependencies and required peers, resolved as Node resolves them, are kept, and everything else removed.
import { existsSync, lstatSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? ".");
const bundle = path.join(root, "apps/server/dist/main.mjs");
if (!existsSync(bundle)) {
  console.error(`No está el servidor empaquetado (${bundle}): corré npm run build antes.`);
  process.exit(1);
}

const workspacesOf = () =>
  (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).workspaces ?? []).map((folder) =>
    path.join(root, folder),
  );

const packageName = (specifier) => {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
};

/** Bare specifiers the bundle loads; the workspace's own packages are inside it. */
const entryNames = () => {
  const text = readFileSync(bundle, "utf8");
  const found = new Set();
  // esbuild writes the imports of external packages as whole statements at the start of a line; text
  // such as SQL's `from "x"` inside a string does not start one.
  const patterns = [
    /^import\s[^;]*?\bfrom\s*"([^".][^"]*)";/gm,
    /^import\s*"([^".][^"]*)";/gm,
    /\bimport\(\s*"([^".][^"]*)"\s*\)/g,
    /\brequire\d*\(\s*"([^".][^"]*)"\s*\)/g,
    /\.resolve\(\s*"([^".][^"]*)"\s*\)/g,
  ];
  for (const pattern of patterns)
    for (const [, specifier] of text.matchAll(pattern)) {
      if (specifier.startsWith("node:") || specifier.startsWith("@comanda/")) continue;
      found.add(packageName(specifier));
    }
  return [...found];
};

/** The directory Node would load `name` from, starting at `fromDir`, or null. */
const resolvePackage = (name, fromDir) => {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, "node_modules", name);
    if (existsSync(path.join(candidate, "package.json"))) return candidate;
    if (dir === root) return null;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
};

const kept = new Set();
const missing = [];
const visit = (name, fromDir, optional) => {
  const dir = resolvePackage(name, fromDir);
  if (!dir) {
    // Node built-ins named without node: (a package's own `require("fs")`) and optional packages for
    // other platforms are not installed; a required one missing is an error.
    if (!optional) missing.push(`${name} (desde ${path.relative(root, fromDir) || "."})`);
    return;
  }
  const real = lstatSync(dir).isSymbolicLink() ? null : dir;
  if (!real || kept.has(real)) return;
  kept.add(real);
  const manifest = JSON.parse(readFileSync(path.join(real, "package.json"), "utf8"));
  const optionalPeers = manifest.peerDependenciesMeta ?? {};
  for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, real, false);
  for (const dep of Object.keys(manifest.optionalDependencies ?? {})) visit(dep, real, true);
  for (const dep of Object.keys(manifest.peerDependencies ?? {}))
    if (!optionalPeers[dep]?.optional) visit(dep, real, false);
};

const builtins = new Set((await import("node:module")).builtinModules);
// Node resolves the bundle's imports from its own folder up: apps/server/node_modules holds the server's
// packages whose version differs from the one hoisted to the root (better-auth, @fastify/static).
for (const name of entryNames()) if (!builtins.has(name)) visit(name, path.dirname(bundle), false);
const realMissing = missing.filter((entry) => !builtins.has(entry.split(" ")[0]));
if (realMissing.length > 0) {
  console.error(`Faltan paquetes que el servidor carga:\n  ${realMissing.join("\n  ")}`);
  process.exit(1);
}

/** Every installed package directory under `dir`/node_modules, nested ones too. */
const installed = function* (dir) {
  const folder = path.join(dir, "node_modules");
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder)) {
    if (entry.startsWith(".")) continue;
    const full = path.join(folder, entry);
    const names = entry.startsWith("@") ? readdirSync(full).map((inner) => path.join(full, inner)) : [full];
    for (const name of names) {
      yield name;
      if (!lstatSync(name).isSymbolicLink()) yield* installed(name);
    }
  }
};

const size = (dir) => {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += size(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
};

const folders = () =>
  [root, ...workspacesOf()].map((dir) => path.join(dir, "node_modules")).filter((dir) => existsSync(dir));
const before = folders().reduce((sum, dir) => sum + size(dir), 0);
// A package nobody loads goes, with its nested node_modules, unless a package kept lives inside it.
const everyPackage = [root, ...workspacesOf()].flatMap((dir) => [...installed(dir)]);
const doomed = everyPackage.filter(
  (dir) => !kept.has(dir) && ![...kept].some((keep) => keep.startsWith(`${dir}${path.sep}`)),
);
for (const dir of doomed) rmSync(dir, { recursive: true, force: true });
/** Whether `dir` holds JavaScript a package could load. */
const hasScripts = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true }).some(
    (entry) => entry.isFile() && /\.(c|m)?js$/.test(entry.name),
  );

/**
 * A native package compiled here (node-gyp: no prebuilt binary can be downloaded) keeps its addon, not the
 * sources, objects and static libraries of its build: better-sqlite3's 32 MB are 2 MB of addon.
 */
const trimNative = (dir) => {
  if (!existsSync(path.join(dir, "binding.gyp"))) return;
  const release = path.join(dir, "build", "Release");
  if (!existsSync(release)) return;
  for (const entry of readdirSync(release))
    if (!entry.endsWith(".node") || entry.startsWith("test_"))
      rmSync(path.join(release, entry), { recursive: true });
  for (const entry of readdirSync(path.join(dir, "build")))
    if (entry !== "Release") rmSync(path.join(dir, "build", entry), { recursive: true });
  for (const sources of ["deps", "src"]) {
    const full = path.join(dir, sources);
    if (existsSync(full) && !hasScripts(full)) rmSync(full, { recursive: true });
  }
};
for (const dir of kept) trimNative(dir);

for (const folder of folders()) {
  for (const entry of readdirSync(folder))
    if (entry.startsWith("@") && readdirSync(path.join(folder, entry)).length === 0)
      rmSync(path.join(folder, entry), { recursive: true });
  rmSync(path.join(folder, ".bin"), { recursive: true, force: true });
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const after = folders().reduce((sum, dir) => sum + size(dir), 0);
console.log(`node_modules: ${kept.size} paquetes, ${mb(after)} (antes ${mb(before)}).`);
