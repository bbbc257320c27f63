import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, defaultPoolSize, loadConfig } from "./config.ts";

const secret = "s".repeat(32);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "comanda-config-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const configError = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig({ AUTH_SECRET: secret, ...env }, tempDir());
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe("loadConfig", () => {
  it("defaults to port 3000, SQLite in ./data/comanda.db under cwd, and a localhost base URL", () => {
    const cwd = tempDir();
    const config = loadConfig({ AUTH_SECRET: secret }, cwd);
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe("http://localhost:3000");
    expect(config.dataDir).toBe(path.join(cwd, "data"));
    expect(config.database).toEqual({ kind: "sqlite", file: path.join(cwd, "data", "comanda.db") });
    expect(config.authSecret).toBe(secret);
    expect(config.smtpUrl).toBeNull();
    expect(config.trustedOrigins).toContain("http://localhost:3000");
  });

  it("follows PORT in the default base URL, and takes BASE_URL without its trailing slash", () => {
    const cwd = tempDir();
    expect(loadConfig({ AUTH_SECRET: secret, PORT: "8080" }, cwd)).toMatchObject({
      port: 8080,
      baseUrl: "http://localhost:8080",
    });
    const config = loadConfig({ AUTH_SECRET: secret, BASE_URL: "https://comanda.example/" }, cwd);
    expect(config.baseUrl).toBe("https://comanda.example");
    expect(config.trustedOrigins).toContain("https://comanda.example");
  });

  it("selects PostgreSQL for a postgres:// DATABASE_URL", () => {
    const cwd = tempDir();
    for (const url of ["postgres://comanda:clave@db:5432/comanda", "postgresql://db/comanda"]) {
      expect(loadConfig({ AUTH_SECRET: secret, DATABASE_URL: url }, cwd).database).toEqual({
        kind: "postgres",
        url,
        poolSize: defaultPoolSize(),
      });
    }
  });

  it("sizes the PostgreSQL pool from the machine unless DATABASE_POOL_SIZE says", () => {
    const cwd = tempDir();
    expect(defaultPoolSize(1)).toBe(4);
    expect(defaultPoolSize(2)).toBe(4);
    expect(defaultPoolSize(8)).toBe(16);
    const url = "postgres://db/comanda";
    const sized = loadConfig({ AUTH_SECRET: secret, DATABASE_URL: url, DATABASE_POOL_SIZE: " 25 " }, cwd);
    expect(sized.database).toEqual({ kind: "postgres", url, poolSize: 25 });
    const blank = loadConfig({ AUTH_SECRET: secret, DATABASE_URL: url, DATABASE_POOL_SIZE: "" }, cwd);
    expect(blank.database).toEqual({ kind: "postgres", url, poolSize: defaultPoolSize() });
  });

  it("resolves a relative SQLite DATABASE_URL against cwd", () => {
    const cwd = tempDir();
    const config = loadConfig({ AUTH_SECRET: secret, DATABASE_URL: "file:./otra/base.db" }, cwd);
    expect(config.database).toEqual({ kind: "sqlite", file: path.join(cwd, "otra", "base.db") });
    const absolute = path.join(cwd, "abs.db");
    expect(loadConfig({ AUTH_SECRET: secret, DATABASE_URL: `sqlite:${absolute}` }, cwd).database).toEqual({
      kind: "sqlite",
      file: absolute,
    });
  });

  it.each([
    ["DATABASE_POOL_SIZE", { DATABASE_POOL_SIZE: "0" }],
    ["DATABASE_POOL_SIZE", { DATABASE_POOL_SIZE: "2.5" }],
    ["DATABASE_POOL_SIZE", { DATABASE_POOL_SIZE: "muchas" }],
    ["DATABASE_POOL_SIZE", { DATABASE_POOL_SIZE: "5000" }],
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "0" }],
    ["PORT", { PORT: "70000" }],
    ["PORT", { PORT: "30.5" }],
    ["BASE_URL", { BASE_URL: "localhost:3000" }],
    ["BASE_URL", { BASE_URL: "ftp://comanda.example" }],
    ["BASE_URL", { BASE_URL: "no es una url" }],
    ["SMTP_URL", { SMTP_URL: "http://mail.example" }],
    ["AUTH_SECRET", { AUTH_SECRET: "corta" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://db/comanda" }],
    ["TRUST_PROXY", { TRUST_PROXY: "true" }],
    ["TRUST_PROXY", { TRUST_PROXY: "-1" }],
    ["TRUST_PROXY", { TRUST_PROXY: "1.5" }],
    ["TRUST_PROXY", { TRUST_PROXY: "muchos" }],
    ["TRUST_PROXY", { TRUST_PROXY: "10.0.0.300" }],
    ["TRUST_PROXY", { TRUST_PROXY: "10.0.0.0/33" }],
    ["TRUST_PROXY", { TRUST_PROXY: "10.0.0.1,,10.0.0.2" }],
    ["TRUST_PROXY", { TRUST_PROXY: "fd00::/129" }],
  ])("names %s when it is invalid (%o)", (name, env) => {
    const message = configError(env);
    expect(message).toContain(`- ${name}:`);
    for (const other of ["PORT", "BASE_URL", "SMTP_URL", "AUTH_SECRET", "DATABASE_URL", "TRUST_PROXY"]) {
      if (other !== name) expect(message).not.toContain(`- ${other}:`);
    }
  });

  it("believes no forwarded address by default; TRUST_PROXY names a hop count or the proxies", () => {
    const cwd = tempDir();
    const trustProxy = (value?: string) =>
      loadConfig({ AUTH_SECRET: secret, ...(value === undefined ? {} : { TRUST_PROXY: value }) }, cwd)
        .trustProxy;
    expect(trustProxy()).toBe(false);
    expect(trustProxy("")).toBe(false);
    expect(trustProxy("false")).toBe(false);
    expect(trustProxy("0")).toBe(false);
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy(" 2 ")).toBe(2);
    expect(trustProxy("10.0.0.1, 10.0.0.0/8,fd00::/8 ,::1,loopback")).toEqual([
      "10.0.0.1",
      "10.0.0.0/8",
      "fd00::/8",
      "::1",
      "loopback",
    ]);
  });

  it("explains in Spanish why TRUST_PROXY=true is refused", () => {
    expect(configError({ TRUST_PROXY: "true" })).toMatch(/- TRUST_PROXY: .*cualquier cliente/);
  });

  it("trusts the Vite dev server's origin only in development", () => {
    const cwd = tempDir();
    expect(loadConfig({ AUTH_SECRET: secret }, cwd).trustedOrigins).not.toContain("http://localhost:5173");
    expect(loadConfig({ AUTH_SECRET: secret, NODE_ENV: "production" }, cwd).trustedOrigins).not.toContain(
      "http://localhost:5173",
    );
    expect(loadConfig({ AUTH_SECRET: secret, NODE_ENV: "development" }, cwd).trustedOrigins).toContain(
      "http://localhost:5173",
    );
    expect(
      loadConfig({ AUTH_SECRET: secret, TRUSTED_ORIGINS: "https://a.example/, https://b.example" }, cwd)
        .trustedOrigins,
    ).toEqual(["http://localhost:3000", "https://a.example", "https://b.example"]);
  });

  it("generates a missing AUTH_SECRET once, keeps it in DATA_DIR/.auth-secret and reuses it", () => {
    const cwd = tempDir();
    const first = loadConfig({ DATA_DIR: "datos" }, cwd);
    const file = path.join(cwd, "datos", ".auth-secret");
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8").trim()).toBe(first.authSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: "datos" }, cwd).authSecret).toBe(first.authSecret);
    // Another data directory gets its own secret.
    expect(loadConfig({}, cwd).authSecret).not.toBe(first.authSecret);
  });

  it("takes the password hashing cost as the log2 of scrypt's N, Better Auth's 14 by default", () => {
    const cwd = tempDir();
    expect(loadConfig({ AUTH_SECRET: secret }, cwd).passwordHashCost).toEqual({ log2N: 14, r: 16, p: 1 });
    expect(loadConfig({ AUTH_SECRET: secret, PASSWORD_HASH_COST: "16" }, cwd).passwordHashCost.log2N).toBe(
      16,
    );
    expect(configError({ PASSWORD_HASH_COST: "9" })).toContain(
      "PASSWORD_HASH_COST debe ser un número entre 10 y 20",
    );
    expect(configError({ PASSWORD_HASH_COST: "alto" })).toContain("PASSWORD_HASH_COST");
  });

  it("bounds each PostgreSQL statement at 5 s unless DATABASE_STATEMENT_TIMEOUT_MS says otherwise", () => {
    const cwd = tempDir();
    expect(loadConfig({ AUTH_SECRET: secret }, cwd).statementTimeoutMs).toBe(5000);
    expect(
      loadConfig({ AUTH_SECRET: secret, DATABASE_STATEMENT_TIMEOUT_MS: "0" }, cwd).statementTimeoutMs,
    ).toBe(0);
    expect(configError({ DATABASE_STATEMENT_TIMEOUT_MS: "-1" })).toContain("DATABASE_STATEMENT_TIMEOUT_MS");
    expect(configError({ DATABASE_STATEMENT_TIMEOUT_MS: "rápido" })).toContain(
      "DATABASE_STATEMENT_TIMEOUT_MS",
    );
  });

  it("prints on the private networks unless PRINTER_NETWORKS says otherwise; empty means no direct printing", () => {
    const cwd = tempDir();
    const networks = (value?: string) =>
      loadConfig({ AUTH_SECRET: secret, ...(value === undefined ? {} : { PRINTER_NETWORKS: value }) }, cwd)
        .printerNetworks;
    expect(networks()).toEqual(["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"]);
    expect(networks("")).toEqual([]);
    expect(networks(" 192.168.1.0/24, 10.1.2.3 fd00::/8")).toEqual([
      "192.168.1.0/24",
      "10.1.2.3/32",
      "fd00::/8",
    ]);
    for (const bad of ["192.168.0.0/33", "impresora", "10.0.0.0/8/1", "10.0.0.0/x"])
      expect(configError({ PRINTER_NETWORKS: bad })).toContain("PRINTER_NETWORKS es una lista de redes");
  });
});
