import { type Kysely, type MigrationProvider, Migrator } from "kysely";
import { migrationsFor } from "./migrations/index.ts";
import type { Dialect } from "./migrations/types.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists
export const migrateToLatest = async (db: Kysely<any>, dialect: Dialect): Promise<string[]> => {
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
