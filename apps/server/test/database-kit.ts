import { randomUUID } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { DatabaseTarget } from "../src/config.ts";

export type Engine = "sqlite" | "postgres";

/** PostgreSQL runs when TEST_DATABASE_URL names a server the suite may create databases on. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;
export const engines: Engine[] = testDatabaseUrl ? ["sqlite", "postgres"] : ["sqlite"];

/** Names of the per-run PostgreSQL templates (test/global-setup.ts). */
export const templatePrefix = "comanda_tpl_";

export type TestDatabase = { target: DatabaseTarget; drop: () => Promise<void> };

/**
 * `migrated` (the default) copies the run's template, which test/global-setup.ts migrated once, so the
 * server's start-up migration finds nothing to do; `empty` is for migration tests, which build the
 * schema step by step themselves.
 */
export type TestDatabaseState = "migrated" | "empty";

const withAdmin = async (work: (client: pg.Client) => Promise<unknown>) => {
  const client = new pg.Client({ connectionString: testDatabaseUrl ?? undefined });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
};

const postgresTemplate = () => {
  const template = inject("postgresTemplate");
  if (!template) throw new Error("no PostgreSQL template: is test/global-setup.ts in vitest.config.ts?");
  return template;
};

/** A database of its own for each test file, so runs never collide; dropped afterwards. */
export const createTestDatabase = async (
  engine: Engine,
  state: TestDatabaseState = "migrated",
): Promise<TestDatabase> => {
  if (engine === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "comanda-test-"));
    const file = path.join(dir, "comanda.db");
    if (state === "migrated") copyFileSync(inject("sqliteTemplate"), file);
    return {
      target: { kind: "sqlite", file },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `comanda_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await withAdmin((client) =>
    client.query(`create database ${name}${state === "migrated" ? ` template ${postgresTemplate()}` : ""}`),
  );
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: "postgres", url: url.toString() },
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
};

/** The URL of a PostgreSQL test database, for a second connection of a test's own. */
export const postgresUrl = (db: TestDatabase) => {
  if (db.target.kind !== "postgres") throw new Error("expected a PostgreSQL test database");
  return db.target.url;
};
