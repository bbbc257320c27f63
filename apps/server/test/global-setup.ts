// Vitest's globalSetup: migrates one database per engine once per run, so each test file copies an
// already-migrated database instead of running every migration again (decision 021).
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { templatePrefix, testDatabaseUrl } from "./database-kit.ts";

declare module "vitest" {
  // Declaration merging needs an interface: this is how Vitest types what globalSetup provides.
  export interface ProvidedContext {
    sqliteTemplate: string;
    postgresTemplate: string | null;
  }
}

const day = 24 * 60 * 60 * 1000;
let cleanups: (() => Promise<void>)[] = [];

const migrate = async (target: Parameters<typeof openDatabase>[0]) => {
  const database = openDatabase(target);
  try {
    await migrateToLatest(database.db, database.dialect);
  } finally {
    await database.close();
  }
};

const sqliteTemplate = async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "comanda-template-"));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, "comanda.db");
  await migrate({ kind: "sqlite", file });
  // Closing the last connection folds the WAL into the file; copies would otherwise miss the schema.
  if (existsSync(`${file}-wal`)) throw new Error(`the SQLite template kept its WAL: ${file}-wal`);
  return file;
};

const admin = async <T>(url: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

// A run that was killed leaves its template behind; one older than a day belongs to no run still going.
const dropStaleTemplates = (client: pg.Client) =>
  client
    .query<{ datname: string }>("select datname from pg_database where datname like $1", [
      `${templatePrefix}%`,
    ])
    .then(async ({ rows }) => {
      for (const { datname } of rows) {
        const born = Number.parseInt(datname.slice(templatePrefix.length).split("_")[0] ?? "", 36);
        if (Date.now() - born > day) await client.query(`drop database if exists ${datname} with (force)`);
      }
    });

const postgresTemplate = async (url: string) => {
  // Unique per run, so two runs sharing one PostgreSQL (parallel CI jobs) never copy each other's.
  const name = `${templatePrefix}${Date.now().toString(36)}_${randomUUID().replace(/-/g, "").slice(0, 8)}`;
  await admin(url, async (client) => {
    await dropStaleTemplates(client);
    await client.query(`create database ${name}`);
  });
  cleanups.push(() =>
    admin(url, (client) => client.query(`drop database if exists ${name} with (force)`)).then(),
  );
  const target = new URL(url);
  target.pathname = `/${name}`;
  await migrate({ kind: "postgres", url: target.toString() });
  return name;
};

export const setup = async (project: TestProject) => {
  // Built per run rather than cached: a changed migration can never be tested against a stale copy.
  project.provide("sqliteTemplate", await sqliteTemplate());
  project.provide("postgresTemplate", testDatabaseUrl ? await postgresTemplate(testDatabaseUrl) : null);
};

export const teardown = async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
};
