import { uuidv7 } from "@comanda/domain";
import type { Insertable } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/database.ts";
import { migrateThrough } from "../src/db/migrate.ts";
import { migrationsFor } from "../src/db/migrations/index.ts";
import type { Database } from "../src/db/schema.ts";
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

type Db = DatabaseHandle["db"];

/**
 * A business with only the columns of migration 0001, so a test can write it before any later migration;
 * the rows a test then writes point at `id` ("b1" unless it needs a second business).
 */
export const seedBusiness = async (db: Db, { id = "b1", at = Date.now() } = {}) => {
  await db
    .insertInto("business")
    .values({
      id,
      name: id.toUpperCase(),
      slug: id,
      phone: null,
      address: "Calle 1",
      status: "enabled",
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
};

/**
 * An open shift of business "b1" as migration 0008 made it, opened by Ana ("u1"), coded by its id ("s1").
 * `columns` sets what a test needs: its id, its end, the totals of the migrations that had them.
 */
export const seedShift = async (db: Db, at: number, columns: Partial<Insertable<Database["shift"]>> = {}) => {
  const id = columns.id ?? "s1";
  await db
    .insertInto("shift")
    .values({
      id,
      business_id: "b1",
      code: id,
      status: "active",
      start_date: at,
      end_date: null,
      opened_by: "u1",
      opened_by_name: "Ana",
      created_at: at,
      updated_at: at,
      ...columns,
    })
    .execute();
  return id;
};

/**
 * An order of shift "s1" as migration 0008 wrote it: one payment method and its total, no lines; `columns`
 * sets what a test needs. Its values are loose strings (a status a later migration brings, a made-up
 * method), so a test inserts it `as never`.
 */
export const orderRow = (at: number, columns: Record<string, unknown> = {}) => {
  const id = typeof columns.id === "string" ? columns.id : uuidv7(at);
  return {
    id,
    business_id: "b1",
    shift_id: "s1",
    turn: "1",
    status: "pending",
    payment_method_id: "m1",
    payment_method_name: "Efectivo",
    observation: null,
    total: 0,
    created_by: "u1",
    created_by_name: "Ana",
    request_hash: id,
    created_at: at,
    updated_at: at,
    status_changed_at: at,
    ...columns,
  };
};
