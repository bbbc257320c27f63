import { type Kysely, type MigrationProvider, Migrator, sql } from "kysely";
import { migrationsFor } from "./migrations/index.ts";
import type { Dialect } from "./migrations/types.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists
export const migrateToLatest = async (db: Kysely<any>, dialect: Dialect): Promise<string[]> => {
  if (dialect === "sqlite") return migrate(db, dialect);
  // Building an index over a large table takes longer than any request may: migrations run unbounded.
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      return await migrate(connection, dialect);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
};

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists
const migrate = async (db: Kysely<any>, dialect: Dialect): Promise<string[]> => {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
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
