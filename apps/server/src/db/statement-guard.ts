import type SqliteDatabase from "better-sqlite3";
import type { SqliteStatement } from "kysely";

/** A statement that ran past its budget: its text, how long it took, and how SQLite planned it. */
export type SlowStatement = { sql: string; ms: number; plan: string[] };

/**
 * better-sqlite3 runs each statement on the event loop, and nothing in JavaScript can interrupt it while
 * it runs: on SQLite the budget is a measure, not a limit (docs/decisions/034). Every statement is timed,
 * and one past `slowMs` is reported with its plan, so a plan gone wrong shows in the log the first time.
 */
export type StatementGuard = { slowMs: number; onSlow: (slow: SlowStatement) => void };

/** The budget: no request may stand still behind another's statement for longer. */
export const defaultSlowStatementMs = 100;

const planOf = (sqlite: SqliteDatabase.Database, sql: string, parameters: ReadonlyArray<unknown>) => {
  try {
    const rows = sqlite.prepare(`explain query plan ${sql}`).all(...(parameters.length ? [parameters] : []));
    return (rows as { detail: string }[]).map((row) => row.detail);
  } catch (error) {
    // A statement EXPLAIN cannot take (a pragma, a closed transaction) is still reported, without a plan.
    return [`(sin plan: ${(error as Error).message})`];
  }
};

/** The statement as Kysely uses it, each call timed; `iterate` counts only the time spent inside SQLite. */
export const guarded = (
  sqlite: SqliteDatabase.Database,
  sql: string,
  statement: SqliteStatement,
  guard: StatementGuard,
): SqliteStatement => {
  const check = (ms: number, parameters: ReadonlyArray<unknown>) => {
    if (ms >= guard.slowMs) guard.onSlow({ sql, ms: Math.round(ms), plan: planOf(sqlite, sql, parameters) });
  };
  return {
    reader: statement.reader,
    all: (parameters) => {
      const started = performance.now();
      try {
        return statement.all(parameters);
      } finally {
        check(performance.now() - started, parameters);
      }
    },
    run: (parameters) => {
      const started = performance.now();
      try {
        return statement.run(parameters);
      } finally {
        check(performance.now() - started, parameters);
      }
    },
    *iterate(parameters) {
      const rows = statement.iterate(parameters);
      let spent = 0;
      try {
        while (true) {
          const started = performance.now();
          const next = rows.next();
          spent += performance.now() - started;
          if (next.done) break;
          yield next.value;
        }
      } finally {
        rows.return?.();
        check(spent, parameters);
      }
    },
  };
};
