import { mkdtempSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, engines } from "../../test/database-kit.ts";
import { openDatabase } from "./database.ts";

describe.runIf(engines.includes("postgres"))("a PostgreSQL connection that drops", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("is reported and replaced, and does not crash the process", async () => {
    const testDb = await createTestDatabase("postgres");
    cleanups.push(testDb.drop);
    if (testDb.target.kind !== "postgres") throw new Error("expected PostgreSQL");
    const onError = vi.fn();
    const database = openDatabase(testDb.target, onError);
    cleanups.push(database.close);
    await database.pool?.query("select 1");

    // Terminate the pool's idle backend from another connection, as a restart or an admin would.
    const admin = new pg.Client({ connectionString: testDb.target.url });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await admin.end();

    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    const result = await database.pool?.query<{ ok: number }>("select 1 as ok");
    expect(result?.rows[0]?.ok).toBe(1);
  });
});

describe("the SQLite connection", () => {
  /** The temporary files SQLite has open in this process: it names them etilqs_…, deleted at once. */
  const openTemporaryFiles = () =>
    readdirSync("/proc/self/fd").filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`).includes("etilqs_");
      } catch {
        return false;
      }
    });

  it("keeps a savepoint's journal in memory: a group commit's order writes no temporary file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "comanda-temp-store-"));
    const database = openDatabase({ kind: "sqlite", file: path.join(dir, "comanda.db") });
    try {
      database.sqlite?.exec("create table sold (id integer primary key, note text not null)");
      database.sqlite?.exec("create index sold_note_idx on sold (note)");
      database.sqlite?.exec(
        "with recursive n (value) as (select 1 union all select value + 1 from n where value < 2000) insert into sold (note) select printf('%.500c', 'x') || value from n",
      );
      const seen = await database.groupCommit?.run(async (trx) => {
        // Each order runs in a savepoint (group-commit.ts), whose journal keeps every page it changes:
        // past 64 KiB SQLite moved it to a file in /var/tmp, a write to disk per page on the event loop.
        await sql`update sold set note = note || 'y'`.execute(trx);
        return openTemporaryFiles();
      });
      expect(seen).toEqual([]);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
