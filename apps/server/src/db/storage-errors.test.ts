import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { freePort } from "../../test/server-process-kit.ts";
import { AppError } from "../errors.ts";
import { openDatabase } from "./database.ts";
import { databaseDown, isDiskFull, isPostgresUnreachable, unavailableIn } from "./storage-errors.ts";

/** An error as node-pg makes it from PostgreSQL's ErrorResponse: its SQLSTATE in `code`. */
const postgresError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, 100, "error"), { code, severity: "ERROR" });

const thrown = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error("expected it to throw");
};

/** Decision 071: which driver errors are an outage, which a full disk. */
describe("storage errors", () => {
  it("knows a full disk from SQLite, PostgreSQL and the file system", () => {
    const sqlite = new SqliteDatabase(":memory:");
    sqlite.exec("create table t (x text)");
    sqlite.pragma(`max_page_count = ${sqlite.pragma("page_count", { simple: true })}`);
    const sqliteFull = thrown(() => sqlite.prepare("insert into t values (?)").run("x".repeat(100_000)));
    expect((sqliteFull as { code?: string }).code).toBe("SQLITE_FULL");
    const enospc = thrown(() => writeFileSync("/dev/full", "x"));
    const postgresFull = postgresError(
      "53100",
      'could not extend file "base/5/16384": No space left on device',
    );
    for (const error of [sqliteFull, enospc, postgresFull]) expect(isDiskFull(error)).toBe(true);
    for (const error of [postgresError("23505", "duplicate key"), new Error("boom"), null, "ENOSPC"])
      expect(isDiskFull(error)).toBe(false);
  });

  it("gives up on a PostgreSQL host that takes the connection and never answers, as an outage", async () => {
    const silent = createServer(() => {});
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, "127.0.0.1", resolve));
    const database = openDatabase(
      { kind: "postgres", url: `postgres://postgres@127.0.0.1:${port}/test` },
      () => {},
      { connectTimeoutMs: 300 },
    );
    try {
      const outcome = await Promise.race([
        sql`select 1`.execute(database.db).then(
          () => "answered",
          (error: unknown) => error,
        ),
        new Promise((resolve) => setTimeout(() => resolve("still waiting"), 5000)),
      ]);
      expect(isPostgresUnreachable(outcome)).toBe(true);
    } finally {
      await database.close().catch(() => {});
      silent.close();
    }
  });

  it("knows PostgreSQL away: refused, ended, shutting down or starting", async () => {
    const refused = await new pg.Client({ host: "127.0.0.1", port: await freePort() }).connect().then(
      () => null,
      (error: unknown) => error,
    );
    const away = [
      refused,
      new Error("Connection terminated unexpectedly"),
      new Error("Client has encountered a connection error and is not queryable"),
      postgresError("57P01", "terminating connection due to administrator command"),
      postgresError("57P03", "the database system is starting up"),
      postgresError("08006", "connection failure"),
    ];
    for (const error of away) expect(isPostgresUnreachable(error), String(error)).toBe(true);
    const notAway = [postgresError("23505", "duplicate key"), postgresError("57014", "canceling statement")];
    for (const error of notAway) expect(isPostgresUnreachable(error)).toBe(false);
  });

  it("finds the outage's 503 inside a library's own error, and nothing else", () => {
    const down = databaseDown(new Error("Connection terminated unexpectedly"));
    // Better Auth's shape: its APIError keeps the adapter's error as `cause`.
    expect(unavailableIn(new Error("Failed to get session", { cause: down }))).toBe(down);
    expect(unavailableIn(down)).toBe(down);
    const notFound = new AppError("not-found", "No encontramos lo que buscás.");
    expect(unavailableIn(new Error("wrapped", { cause: notFound }))).toBeNull();
    expect(unavailableIn(new Error("Connection terminated unexpectedly"))).toBeNull();
  });
});
