import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, engines, postgresUrl } from "../../test/database-kit.ts";
import { inject, signUp, startTestServer, type TestServer } from "../../test/server-kit.ts";

describe.runIf(engines.includes("postgres"))("PostgreSQL's statement budget (issue 17, point 3)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("postgres", { statementTimeoutMs: 300 });
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

  it("leaves migrations unbounded: building the schema outlasts a 1 ms budget", async () => {
    const empty = await createTestDatabase("postgres", "empty");
    try {
      const fresh = await startTestServer("postgres", { statementTimeoutMs: 1 }, empty);
      await fresh.close();
    } finally {
      await empty.drop();
    }
  });
});
