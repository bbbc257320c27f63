import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { type DatabaseTarget, defaultPoolSize } from "../config.ts";
import { createGroupCommit, type GroupCommit } from "./group-commit.ts";
import type { Dialect } from "./migrations/types.ts";
import { preparePrivateSqliteFile } from "./private-files.ts";
import type { Database } from "./schema.ts";
import { PreparedOnceSqliteDialect } from "./sqlite-dialect.ts";
import { followSqliteStatistics, startSqliteOptimizer } from "./sqlite-statistics.ts";
import { withNamedStatements, withStatementCache } from "./statement-cache.ts";
import type { StatementGuard } from "./statement-guard.ts";
import { createStorageHealth, type StorageHealth } from "./storage-health.ts";
import { startWalCheckpointer } from "./wal-checkpointer.ts";

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL only: the pool, so the change bus can hold a LISTEN connection of its own. */
  pool: pg.Pool | null;
  /** SQLite only: the connection, so the session cache can hear about writes (realtime/sqlite-auth-triggers.ts). */
  sqlite: SqliteDatabase.Database | null;
  /** SQLite only: orders that arrive together share a commit (db/group-commit.ts, decision 040). */
  groupCommit: GroupCommit<Database> | null;
  /** Whether writes are being refused for lack of disk space, for the health check (decision 071). */
  storage: StorageHealth;
  close: () => Promise<void>;
};

/** The SQLite connection behind each Kysely instance openDatabase made: migrations need it (migrate.ts). */
const sqliteConnections = new WeakMap<object, SqliteDatabase.Database>();
export const sqliteBehind = (db: object): SqliteDatabase.Database | null => sqliteConnections.get(db) ?? null;

// int8 (count(*), bigint columns) would otherwise come back as strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type DatabaseOptions = {
  /** SQLite: slow statements reported with their plan (db/statement-guard.ts); none in CLI commands. */
  guard?: StatementGuard | null;
  /** PostgreSQL: statement_timeout of every connection, in ms; 0 = none (docs/decisions/034). */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL: how long a request waits for a connection. A host that stops answering (a network cut, not a
   * refused connection) would otherwise hold it for the kernel's TCP timeout, minutes; past this it answers 503
   * like any outage (decision 071).
   */
  connectTimeoutMs?: number;
};

/** SQLite's page cache per connection, in KiB when negative (PRAGMA cache_size). */
export const sqliteCacheSize = -16_000;

export const openDatabase = (
  target: DatabaseTarget,
  onConnectionError: (error: Error) => void = () => {},
  { guard = null, statementTimeoutMs = 0, connectTimeoutMs = 10_000 }: DatabaseOptions = {},
): DatabaseHandle => {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? defaultPoolSize(),
      connectionTimeoutMillis: connectTimeoutMs,
    });
    // Sent as each connection's start-up parameter, so it is the session's default (what RESET returns to).
    if (statementTimeoutMs > 0) pool.options.statement_timeout = statementTimeoutMs;
    // An idle connection that drops (a PostgreSQL restart, a terminated backend, or one still closing
    // after end()) is discarded by the pool, which then emits 'error': unheard, it would crash the process.
    pool.on("error", onConnectionError);
    const dialect = new PostgresDialect({ pool: withNamedStatements(pool, onConnectionError) });
    const db = new Kysely<Database>({ dialect });
    const storage = createStorageHealth(null);
    return {
      db,
      dialect: "postgres",
      pool,
      sqlite: null,
      groupCommit: null,
      storage,
      close: () => db.destroy(),
    };
  }
  preparePrivateSqliteFile(target.file);
  const sqlite = new SqliteDatabase(target.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // A savepoint's journal (each order of a group commit has one) holds every page the order changes,
  // ~100 KB; past 64 KiB SQLite moved it to a file in /var/tmp by default, and the event loop waited on
  // each of its writes. Sorts too large for the cache also stay in memory: every list here is paged.
  sqlite.pragma("temp_store = MEMORY");
  // The page cache is the server's one memory that grows with the data: up to this bound (16 MB, the
  // driver's build default, stated so a driver update cannot change it), then it stays (decision 072).
  sqlite.pragma(`cache_size = ${sqliteCacheSize}`);
  const checkpointer = startWalCheckpointer(sqlite, target.file);
  const statistics = followSqliteStatistics(sqlite);
  const optimizer = startSqliteOptimizer(statistics);
  const cached = withStatementCache(sqlite, { beforeEach: statistics.follow, guard });
  const db = new Kysely<Database>({ dialect: new PreparedOnceSqliteDialect({ database: cached }) });
  sqliteConnections.set(db, sqlite);
  const close = async () => {
    optimizer.stop();
    await checkpointer.stop();
    await db.destroy();
  };
  const storage = createStorageHealth(target.file);
  return { db, dialect: "sqlite", pool: null, sqlite, groupCommit: createGroupCommit(db), storage, close };
};
