import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseTarget } from "../src/config.ts";

export type Engine = "sqlite" | "postgres";

/** PostgreSQL runs when TEST_DATABASE_URL names a server the suite may create databases on. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;
export const engines: Engine[] = testDatabaseUrl ? ["sqlite", "postgres"] : ["sqlite"];

export type TestDatabase = { target: DatabaseTarget; drop: () => Promise<void> };

/** A database of its own for each test file, so runs never collide; dropped afterwards. */
export const createTestDatabase = async (engine: Engine): Promise<TestDatabase> => {
  if (engine === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "comanda-test-"));
    return {
      target: { kind: "sqlite", file: path.join(dir, "comanda.db") },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `comanda_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: "postgres", url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};
