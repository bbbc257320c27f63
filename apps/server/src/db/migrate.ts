import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import { sqliteBehind } from "./database.ts";
import { migrationsFor } from "./migrations/index.ts";
import type { Dialect } from "./migrations/types.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists
type AnyDb = Kysely<any>;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists
export const migrateToLatest = (db: Kysely<any>, dialect: Dialect): Promise<string[]> =>
  migrateThrough(db, dialect, migrationsFor(dialect));

/**
 * Applies `migrations` (every one, or the first few in a migration's test). SQLite: defensive mode forbids
 * editing the schema's text, which 0019 does to widen a CHECK constraint, so it is lifted only while
 * migrations run. PostgreSQL: building an index over a large table takes longer than any request may, so
 * migrations run unbounded.
 */
export const migrateThrough = async (
  db: AnyDb,
  dialect: Dialect,
  migrations: Record<string, Migration>,
): Promise<string[]> => {
  if (dialect === "sqlite") {
    const connection = sqliteBehind(db);
    connection?.unsafeMode(true);
    try {
      return await migrate(db, migrations);
    } finally {
      connection?.unsafeMode(false);
    }
  }
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      return await migrate(connection, migrations);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
};

const migrate = async (db: AnyDb, migrations: Record<string, Migration>): Promise<string[]> => {
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: "migration",
    migrationLockTableName: "migration_lock",
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === "Success")
    .map((result) => result.migrationName);
};
