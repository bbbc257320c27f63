import type SqliteDatabase from "better-sqlite3";

/** How many rows of each index `ANALYZE` samples here: a few milliseconds, whatever the table's size. */
export const analysisLimit = 400;
/**
 * Outside a transaction, even `PRAGMA data_version` opens and closes a read transaction on the WAL: about
 * 12 µs, as much as the smallest query. Asked at most this often, it costs nothing; a plan made stale by
 * another connection's ANALYZE is then replaced within this time.
 */
export const followEveryMs = 100;
/** SQLite's advice for a long-lived connection: `PRAGMA optimize` every few hours; hourly costs nothing. */
export const optimizeEveryMs = 60 * 60 * 1000;

export type SqliteStatistics = {
  /** Reloads the planner's statistics if another connection rewrote them; true when it did. */
  follow: () => boolean;
  /** `PRAGMA optimize`: re-analyzes, within `analysisLimit`, the tables that grew or shrank a lot. */
  optimize: (flags?: number) => void;
};

/**
 * A connection reads the planner's statistics (sqlite_stat1, sqlite_stat4) when it loads the schema, and
 * only then. An ANALYZE by another connection (a bulk load, a CLI, a restore) leaves the schema as it was
 * once sqlite_stat1 exists, so the server kept planning with the statistics of a small catalog: after
 * 100,000 products, the recipes of a page were looked up through the business's index of every recipe
 * row instead of by product, and each page read every row of the business (docs/decisions/034).
 * `PRAGMA data_version` moves only when another connection commits, which on SQLite is rare (the server
 * itself writes through this connection): only then are the statistics compared, and if they changed,
 * `ANALYZE sqlite_schema` reloads them, which also re-plans every prepared statement.
 */
export const followSqliteStatistics = (
  sqlite: SqliteDatabase.Database,
  everyMs = followEveryMs,
): SqliteStatistics => {
  const dataVersion = sqlite.prepare("pragma data_version").pluck();
  const hasStatistics = sqlite
    .prepare("select count(*) from sqlite_schema where name = 'sqlite_stat1'")
    .pluck();
  // Prepared only once the table exists: preparing it before would fail.
  let readStatistics: SqliteDatabase.Statement | null = null;
  const fingerprint = (): string => {
    if (hasStatistics.get() === 0) return "";
    readStatistics ??= sqlite
      .prepare(
        "select group_concat(tbl || ' ' || coalesce(idx, '') || ' ' || stat, char(10)) from (select * from sqlite_stat1 order by tbl, idx)",
      )
      .pluck();
    return String(readStatistics.get() ?? "");
  };
  sqlite.pragma(`analysis_limit = ${analysisLimit}`);
  let seenVersion = dataVersion.get();
  let seenStatistics = fingerprint();
  let checkedAt = performance.now();
  return {
    follow: () => {
      const now = performance.now();
      if (now - checkedAt < everyMs) return false;
      checkedAt = now;
      try {
        const version = dataVersion.get();
        if (version === seenVersion) return false;
        const statistics = fingerprint();
        if (statistics !== seenStatistics) sqlite.exec("analyze sqlite_schema");
        seenVersion = version;
        const changed = statistics !== seenStatistics;
        seenStatistics = statistics;
        return changed;
      } catch {
        // better-sqlite3 runs nothing else while a statement is being iterated (a stream): the next query retries.
        return false;
      }
    },
    optimize: (flags) => {
      sqlite.pragma(flags === undefined ? "optimize" : `optimize = ${flags}`);
      seenStatistics = fingerprint();
    },
  };
};

/**
 * At start, `optimize = 0x10002` looks at every table, not only those this connection has queried yet
 * (none); then hourly. A failure (the file busy with another writer past busy_timeout) waits for the next hour.
 */
export const startSqliteOptimizer = (statistics: SqliteStatistics, everyMs = optimizeEveryMs) => {
  const attempt = (flags?: number) => {
    try {
      statistics.optimize(flags);
    } catch {}
  };
  attempt(0x10002);
  const timer = setInterval(() => attempt(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
