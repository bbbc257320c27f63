import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, engines, postgresUrl } from "../../test/database-kit.ts";
import { inject, signUp, startTestServer, type TestServer } from "../../test/server-kit.ts";
import { openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

describe.runIf(engines.includes("postgres"))("PostgreSQL's statement budget (decision 034)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("postgres", { statementTimeoutMs: 1000 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers 503 in Spanish when a statement waits past it, and serves the next request", async () => {
    const owner = await signUp(server);
    const list = () =>
      inject(server, { method: "GET", url: "/api/v1/products?limit=10", cookies: owner.cookies });
    expect((await list()).statusCode).toBe(200);
    // Another connection's long transaction holds the table: without a budget the request would wait for it.
    const other = new pg.Client({ connectionString: postgresUrl(server.db) });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("lock table product in access exclusive mode");
      const refused = await list();
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error).toEqual({
        code: "unavailable",
        message: "La base de datos tardó demasiado en responder. Probá de nuevo en un momento.",
      });
    } finally {
      await other.query("rollback");
      await other.end();
    }
    expect((await list()).statusCode).toBe(200);
  });

  it("leaves migrations unbounded: building the schema outlasts a 1 ms budget, which holds again after", async () => {
    const empty = await createTestDatabase("postgres", "empty");
    const database = openDatabase(empty.target, () => {}, { statementTimeoutMs: 1 });
    try {
      expect((await migrateToLatest(database.db, "postgres")).length).toBeGreaterThan(5);
      const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(database.db);
      expect(shown.rows[0]?.statement_timeout).toBe("1ms");
    } finally {
      await database.close();
      await empty.drop();
    }
  });
});
