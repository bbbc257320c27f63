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
