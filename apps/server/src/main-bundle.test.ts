import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildServerBundle,
  serverCommand,
  serverEnvironment,
  serverNodeArgs,
} from "../../../scripts/server-bundle.mjs";
import { createTestDatabase, engines, type TestDatabase } from "../test/database-kit.ts";
import { freePort } from "../test/server-process-kit.ts";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const root = path.resolve(serverDir, "../..");
/** The server's resident memory at idle, as `npm start` runs it (decision 036). */
const idleRssLimitMb = 150;

// A bundle of this run's own, built as `npm start` builds apps/server/dist/main.mjs, so no test races a
// build; inside dist/ like the real one, since the bundle finds the web build from where it lies.
let bundleDir = "";
let bundle = "";
beforeAll(async () => {
  mkdirSync(path.join(serverDir, "dist"), { recursive: true });
  bundleDir = mkdtempSync(path.join(serverDir, "dist", "test-"));
  bundle = path.join(bundleDir, "main.mjs");
  await buildServerBundle(bundle);
});
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

/** The environment of a fresh start on an empty database: the server migrates it, as on a fresh clone. */
const environment = async (database: TestDatabase) => {
  const port = await freePort();
  const { target } = database;
  // SQLite's file is DATA_DIR/comanda.db, in the test database's own folder; PostgreSQL's data dir holds
  // only the generated AUTH_SECRET.
  const dataDir =
    target.kind === "sqlite"
      ? path.dirname(target.file)
      : mkdtempSync(path.join(tmpdir(), "comanda-bundle-"));
  const env: Record<string, string> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: target.kind === "postgres" ? target.url : "",
    LOG_LEVEL: "silent",
  };
  const cleanup = async () => {
    if (target.kind === "postgres") rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  return { env, url: `http://127.0.0.1:${port}`, cleanup };
};

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

const healthy = async (child: ChildProcess, url: string) => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the bundle exited with ${child.exitCode}`);
    const response = await fetch(`${url}/api/v1/health`).catch(() => null);
    if (response?.ok) return response.json();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the bundle did not become healthy in 30 s");
};

const rssMbOf = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

describe.each(engines)("the server's bundle, run as npm start runs it, on %s", (engine) => {
  it("serves the API and idles under the memory target", async () => {
    const database = await createTestDatabase(engine, "empty");
    const { env, url, cleanup } = await environment(database);
    const [node, args] = serverCommand(bundle);
    const child = spawn(node, args, { cwd: root, env: serverEnvironment(env), stdio: "ignore" });
    try {
      expect(await healthy(child, url)).toEqual({ data: { status: "ok", database: engine, disk: "ok" } });
      const session = await fetch(`${url}/api/v1/session`);
      expect(session.status).toBe(401);
      // zod's own message for a value of the wrong type, in Spanish: packages/domain's locale module, which
      // its package calls side-effect free, is in the bundle.
      const reset = await fetch(`${url}/api/v1/password/reset`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: 5, password: "una-clave-larga-9" }),
      });
      expect(reset.status).toBe(400);
      const refusal = (await reset.json()) as { error: { fields: Record<string, string> } };
      expect(refusal.error.fields.token).toMatch(/^Entrada inválida/);
      // Let start-up's garbage settle, as bench:memory does.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const rss = rssMbOf(child.pid ?? 0);
      expect(rss, `idle RSS ${Math.round(rss)} MB`).toBeLessThanOrEqual(idleRssLimitMb);
    } finally {
      await stopped(child);
      await cleanup();
    }
  });
});

describe("the server's bundle", () => {
  it("loads neither sharp nor the password dictionaries at start, as the source does (decision 035)", async () => {
    const database = await createTestDatabase("sqlite", "empty");
    const { env, cleanup } = await environment(database);
    // The bundle imported by a script that waits for it to listen and lists the CommonJS modules in the
    // process (sharp's native binding and zxcvbn are required), then again once a sign-up has had a
    // password checked: the same listing must see the dictionaries then.
    const script = `
      import { createRequire } from "node:module";
      const listening = new Promise((resolve) => {
        const log = console.log;
        console.log = (...args) => (String(args[0]).includes("funcionando") ? resolve() : log(...args));
      });
      await import(${JSON.stringify(pathToFileURL(bundle).href)});
      await listening;
      const packages = ["@img/sharp-", "@zxcvbn-ts/core/", "@zxcvbn-ts/language-es-es/"];
      const loaded = () => {
        const files = Object.keys(createRequire(import.meta.url).cache);
        return packages.filter((name) => files.some((file) => file.includes("/node_modules/" + name)));
      };
      const atStart = loaded();
      const signup = await fetch(process.env.BASE_URL + "/api/v1/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Ana", email: "ana@example.com", password: "12345678", business_name: "Bar",
          business_address: "Calle 1", business_phone: "1122334455" }),
      });
      process.stdout.write(JSON.stringify({ atStart, status: signup.status, afterPassword: loaded() }));
      process.exit(0);
    `;
    try {
      const output = execFileSync(
        process.execPath,
        [...serverNodeArgs, "--input-type=module", "-e", script],
        {
          cwd: root,
          env,
          encoding: "utf8",
          timeout: 30_000,
        },
      );
      expect(JSON.parse(output)).toEqual({
        atStart: [],
        status: 400,
        afterPassword: ["@zxcvbn-ts/core/", "@zxcvbn-ts/language-es-es/"],
      });
    } finally {
      await cleanup();
    }
  });

  it("is what npm start runs: plain node, the memory flags, the bundle, malloc held to 2 arenas", () => {
    expect(serverCommand()).toEqual([
      process.execPath,
      ["--max-semi-space-size=8", path.join(serverDir, "dist/main.mjs")],
    ]);
    // Decision 072; an operator's own choice stands.
    expect(serverEnvironment({ PORT: "3000" })).toEqual({ PORT: "3000", MALLOC_ARENA_MAX: "2" });
    expect(serverEnvironment({ MALLOC_ARENA_MAX: "4" })).toEqual({ MALLOC_ARENA_MAX: "4" });
  });
});
