import { afterAll, beforeAll } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/database.ts";
import { migrateThrough } from "../src/db/migrate.ts";
import { migrationsFor } from "../src/db/migrations/index.ts";
import { createTestDatabase, type Engine, type TestDatabase } from "./database-kit.ts";

/** A database of its own for a describe block, left unmigrated: a migration test writes rows first. */
export const useBareDatabase = (engine: Engine) => {
  const state = {} as { database: DatabaseHandle };
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine, "empty");
    state.database = openDatabase(testDb.target);
  });
  afterAll(async () => {
    await state.database.close();
    await testDb.drop();
  });
  return state;
};

/** Applies every migration named before `name` (e.g. "0008"), so the test can write rows as they were. */
export const migrateBefore = async (database: DatabaseHandle, name: string) => {
  const earlier = Object.fromEntries(
    Object.entries(migrationsFor(database.dialect)).filter(([migration]) => migration < name),
  );
  await migrateThrough(database.db, database.dialect, earlier);
};
