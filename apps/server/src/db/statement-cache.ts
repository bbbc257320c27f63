import type SqliteDatabase from "better-sqlite3";

/** What Kysely's SqliteDialect needs of a database (its `SqliteDatabase`). */
export type PreparingDatabase = {
  close: () => void;
  prepare: (sql: string) => SqliteDatabase.Statement;
};

/**
 * Kysely prepares every query anew, and preparing costs about as much as running a small query. The
 * app's queries are a few hundred texts at most, so each is prepared once and reused (bounded, in case
 * some query's text varies with its input). A statement still being iterated is not shared.
 */
export const withStatementCache = (
  sqlite: SqliteDatabase.Database,
  maxStatements = 500,
): PreparingDatabase => {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > maxStatements) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      return statement;
    },
  };
};
