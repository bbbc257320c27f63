import type SqliteDatabase from "better-sqlite3";
import type { PostgresPool, PostgresPoolClient, SqliteStatement } from "kysely";
import type pg from "pg";
import { AppError } from "../errors.ts";
import { guarded, type StatementGuard } from "./statement-guard.ts";
import { databaseDown, isPostgresUnreachable } from "./storage-errors.ts";

/** What Kysely's SqliteDialect needs of a database (its `SqliteDatabase`). */
export type PreparingDatabase = {
  close: () => void;
  prepare: (sql: string) => SqliteStatement;
};

type Parameters = ReadonlyArray<unknown>;
type Prepared = { statement: SqliteDatabase.Statement; forKysely: SqliteStatement };

const bound = (parameters: Parameters | undefined) => (parameters === undefined ? [] : [parameters]);

/**
 * better-sqlite3 makes each row object through V8's API, naming every column anew: on a page of rows that
 * cost more than SQLite's own work (decision 016). A reading statement runs in raw mode instead, and
 * its rows are made here from arrays, with the same keys, in the same order, the later of two equal
 * names winning as before.
 */
const reading = (statement: SqliteDatabase.Statement): SqliteStatement => {
  const names = statement.columns().map((column) => column.name);
  // Such a key would set the row's prototype here; better-sqlite3's own rows are left to do it their way.
  if (names.includes("__proto__")) return statement as unknown as SqliteStatement;
  statement.raw(true);
  const rowOf = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index++) row[names[index] as string] = values[index];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(...bound(parameters)) as unknown[][]).map(rowOf),
    run: (parameters) => statement.run(...bound(parameters)),
    *iterate(parameters) {
      for (const values of statement.iterate(...bound(parameters))) yield rowOf(values as unknown[]);
    },
  };
};

const prepareOn = (sqlite: SqliteDatabase.Database, sql: string, guard: StatementGuard | null): Prepared => {
  const statement = sqlite.prepare(sql);
  const forKysely = statement.reader ? reading(statement) : (statement as unknown as SqliteStatement);
  return { statement, forKysely: guard ? guarded(sqlite, sql, forKysely, guard) : forKysely };
};

export type StatementCacheOptions = {
  maxStatements?: number;
  /** Runs before each query: db/sqlite-statistics.ts reloads statistics another connection rewrote. */
  beforeEach?: () => void;
  guard?: StatementGuard | null;
};

/**
 * Kysely prepares every query anew, and preparing costs about as much as running a small query. The
 * app's queries are a few hundred texts at most, so each is prepared once and reused (bounded, in case
 * some query's text varies with its input). A statement still being iterated is not shared.
 */
export const withStatementCache = (
  sqlite: SqliteDatabase.Database,
  { maxStatements = 500, beforeEach, guard = null }: StatementCacheOptions = {},
): PreparingDatabase => {
  const statements = new Map<string, Prepared>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      beforeEach?.();
      const cached = statements.get(sql);
      if (cached && !cached.statement.busy) return cached.forKysely;
      const prepared = prepareOn(sqlite, sql, guard);
      if (!cached) {
        statements.set(sql, prepared);
        if (statements.size > maxStatements) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      return prepared.forKysely;
    },
  };
};

/** SQL texts PostgreSQL keeps prepared, by name: the query templates' (db/query-template.ts). */
const statementNames = new Map<string, string>();
const maxNamedStatements = 1000;

/** From now on this text runs as a prepared statement of its own on each PostgreSQL connection. */
export const prepareOnPostgres = (sql: string) => {
  if (statementNames.has(sql) || statementNames.size >= maxNamedStatements) return;
  statementNames.set(sql, `comanda_${statementNames.size + 1}`);
};

/**
 * A statement prepared before another instance's migration changed its table no longer fits what it
 * selects: PostgreSQL refuses to run it on that connection ever again.
 */
const isStalePlan = (error: unknown) =>
  error instanceof Error &&
  (error as Error & { code?: string }).code === "0A000" &&
  error.message.includes("cached plan must not change result type");

/**
 * PostgreSQL cancelled the statement at statement_timeout (SQLSTATE 57014, docs/decisions/034): the
 * request is answered 503 with a message, rather than a 500 or a connection held for as long as it takes.
 * So is a query whose connection dropped or could not be made (decision 071).
 */
const answerable = (error: unknown) => {
  if ((error as { code?: string } | null)?.code === "57014")
    return new AppError(
      "unavailable",
      "La base de datos tardó demasiado en responder. Probá de nuevo en un momento.",
    );
  return isPostgresUnreachable(error) ? databaseDown(error) : error;
};

const transactionStart = /^(begin|start transaction)\b/i;
const transactionEnd = /^(commit|rollback)$/i;

/**
 * On PostgreSQL the cost of a small query is mostly parsing and planning it (decision 016): the
 * templates' texts run as named statements, parsed and planned once per connection. A connection whose
 * statement went stale is retired, and the query runs again unprepared unless a transaction was open.
 */
const namingClient = (
  client: pg.PoolClient,
  onLost: (error: Error) => void,
): PostgresPoolClient & Lending => {
  let inTransaction = false;
  let lent = false;
  // pg-pool listens for a connection's errors only while it is idle: one that drops while lent out (a
  // PostgreSQL restart mid-request) would emit 'error' to nobody, which ends the process (decision 071).
  // The query in flight fails by itself; the pool drops the connection when it comes back unqueryable.
  client.on("error", (error) => {
    if (lent) onLost(error);
  });
  let stale: unknown = null;
  const namedQuery = async (sql: string, parameters: ReadonlyArray<unknown>) => {
    if (transactionStart.test(sql)) inTransaction = true;
    else if (transactionEnd.test(sql)) inTransaction = false;
    const name = statementNames.get(sql);
    if (!name) return client.query(sql, [...parameters]);
    try {
      return await client.query({ name, text: sql, values: [...parameters] });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      stale = error;
      if (inTransaction) throw error;
      return client.query(sql, [...parameters]);
    }
  };
  const query = (sql: string, parameters: ReadonlyArray<unknown>) =>
    namedQuery(sql, parameters).catch((error: unknown) => {
      throw answerable(error);
    });
  return {
    query: ((sql: unknown, parameters: ReadonlyArray<unknown>) =>
      typeof sql === "string"
        ? query(sql, parameters)
        : client.query(sql as never)) as unknown as PostgresPoolClient["query"],
    lend: () => {
      lent = true;
    },
    release: () => {
      lent = false;
      inTransaction = false;
      // A truthy argument makes the pool close the connection rather than lend it again.
      client.release(stale === null ? undefined : (stale as Error));
    },
  };
};

type Lending = { lend: () => void };

/**
 * The pool as Kysely sees it, running the templates' texts as named statements. `onLost` hears a lent
 * connection's error, as the pool's 'error' event tells of an idle one's.
 */
export const withNamedStatements = (
  pool: pg.Pool,
  onLost: (error: Error) => void = () => {},
): PostgresPool => {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient & Lending>();
  return {
    connect: async () => {
      const client = await pool.connect().catch((error: unknown) => {
        throw answerable(error);
      });
      let naming = clients.get(client);
      if (!naming) {
        naming = namingClient(client, onLost);
        clients.set(client, naming);
      }
      naming.lend();
      return naming;
    },
    end: () => pool.end(),
  };
};
