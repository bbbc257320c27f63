import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

// scripts/prune-runtime.mjs, which the Dockerfile runs to keep only what the server's bundle loads (docs/deploy.md),
// on a small tree laid out as npm lays out the workspace's.
const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../scripts/prune-runtime.mjs",
);

type Manifest = {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional: boolean }>;
};

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const pkg = (dir: string, manifest: Manifest = {}) =>
  write(`${dir}/package.json`, JSON.stringify({ name: path.basename(dir), version: "1.0.0", ...manifest }));
const has = (dir: string) => existsSync(path.join(root, dir));
const prune = () =>
  execFileSync(process.execPath, [script, root], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

const bundle = [
  'import Fastify from "fastify";',
  'import { sign } from "@scope/auth/node";',
  "const require2 = createRequire(import.meta.url);",
  'const helmet = createRequire(require2.resolve("plugin"));',
  'const lazy = () => import("imaging");',
  'const words = () => require2("words");',
  // SQL inside a template string is not an import.
  'const sql = `select name\n  from "ignored" where 1`;',
].join("\n");

describe("scripts/prune-runtime.mjs", () => {
  it("keeps what the bundle loads, with dependencies and required peers, nested versions included, and removes the rest", () => {
    root = mkdtempSync(path.join(tmpdir(), "comanda-prune-"));
    write("package.json", JSON.stringify({ workspaces: ["apps/server", "apps/web"] }));
    write("apps/server/dist/main.mjs", bundle);
    pkg("node_modules/fastify", { dependencies: { avvio: "1" } });
    pkg("node_modules/avvio");
    // The server's own version of @scope/auth, not the hoisted one the web app uses.
    pkg("apps/server/node_modules/@scope/auth", {
      dependencies: { jose: "1" },
      peerDependencies: { kysely: "1", vitest: "4", react: "19" },
      peerDependenciesMeta: { vitest: { optional: true }, react: { optional: true } },
    });
    pkg("node_modules/@scope/auth");
    pkg("node_modules/jose");
    pkg("node_modules/kysely");
    pkg("node_modules/vitest", { dependencies: { chai: "5" } });
    pkg("node_modules/chai");
    pkg("node_modules/react");
    pkg("node_modules/plugin", { dependencies: { helmet: "8" } });
    pkg("node_modules/helmet");
    pkg("node_modules/imaging", {
      optionalDependencies: { "@img/linux-x64": "1", "@img/darwin-arm64": "1" },
    });
    pkg("node_modules/@img/linux-x64");
    pkg("node_modules/words", { dependencies: { leven: "2" } });
    pkg("node_modules/words/node_modules/leven");
    pkg("node_modules/leven");
    pkg("node_modules/ignored");
    pkg("node_modules/@mui/material");
    pkg("apps/web/node_modules/vite");

    const said = prune();

    for (const kept of [
      "node_modules/fastify",
      "node_modules/avvio",
      "apps/server/node_modules/@scope/auth",
      "node_modules/jose",
      "node_modules/kysely",
      "node_modules/plugin",
      "node_modules/helmet",
      "node_modules/imaging",
      "node_modules/@img/linux-x64",
      "node_modules/words",
      "node_modules/words/node_modules/leven",
    ])
      expect(has(kept), kept).toBe(true);
    for (const removed of [
      "node_modules/@scope/auth",
      "node_modules/vitest",
      "node_modules/chai",
      "node_modules/react",
      "node_modules/leven",
      "node_modules/ignored",
      "node_modules/@mui",
      "apps/web/node_modules/vite",
    ])
      expect(has(removed), removed).toBe(false);
    expect(said).toMatch(/^node_modules: 11 paquetes, /);
  });

  it("keeps a compiled native package's addon, not its sources and build leftovers", () => {
    root = mkdtempSync(path.join(tmpdir(), "comanda-prune-"));
    write("package.json", JSON.stringify({ workspaces: [] }));
    write("apps/server/dist/main.mjs", 'import Database from "sqlite-addon";');
    pkg("node_modules/sqlite-addon", { dependencies: { bindings: "1" } });
    pkg("node_modules/bindings");
    write("node_modules/sqlite-addon/binding.gyp", "{}");
    write("node_modules/sqlite-addon/lib/index.js", "module.exports = {};");
    write("node_modules/sqlite-addon/deps/sqlite3/sqlite3.c", "int main;");
    write("node_modules/sqlite-addon/src/addon.cpp", "int main;");
    write("node_modules/sqlite-addon/build/Release/addon.node", "binary");
    write("node_modules/sqlite-addon/build/Release/test_extension.node", "binary");
    write("node_modules/sqlite-addon/build/Release/sqlite3.a", "archive");
    write("node_modules/sqlite-addon/build/Release/obj.target/addon.o", "object");
    write("node_modules/sqlite-addon/build/Makefile", "all:");

    prune();

    expect(has("node_modules/sqlite-addon/lib/index.js")).toBe(true);
    expect(has("node_modules/sqlite-addon/build/Release/addon.node")).toBe(true);
    for (const gone of [
      "deps",
      "src",
      "build/Makefile",
      "build/Release/sqlite3.a",
      "build/Release/obj.target",
    ])
      expect(has(`node_modules/sqlite-addon/${gone}`), gone).toBe(false);
    expect(has("node_modules/sqlite-addon/build/Release/test_extension.node")).toBe(false);
  });

  it("refuses when a package the bundle loads is not installed, naming it", () => {
    root = mkdtempSync(path.join(tmpdir(), "comanda-prune-"));
    write("package.json", JSON.stringify({ workspaces: [] }));
    write("apps/server/dist/main.mjs", 'import pg from "pg";');
    pkg("node_modules/other");
    expect(prune).toThrow(/Faltan paquetes que el servidor carga:\s+pg/);
    expect(has("node_modules/other")).toBe(true);
  });
});
