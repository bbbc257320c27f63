import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { migrateBefore, seedBusiness, useBareDatabase } from "../../../test/migration-kit.ts";
import { migrateToLatest } from "../migrate.ts";

describe.each(engines)("migration 0016 on %s", (engine) => {
  const fresh = useBareDatabase(engine);

  it("lets an existing business's roles go on doing what they did: every switch on, no PIN, no record", async () => {
    const { database } = fresh;
    await migrateBefore(database, "0016");
    const db = database.db;
    const past = Date.now() - 60_000;
    await seedBusiness(db, { at: past });
    await migrateToLatest(db, database.dialect);
    const row = await db
      .selectFrom("business")
      .select(["cashier_edits_catalog", "cashier_cancels_orders", "kitchen_cancels_orders"])
      .where("id", "=", "b1")
      .executeTakeFirstOrThrow();
    expect(Object.values(row).map(Number)).toEqual([1, 1, 1]);
    expect(await db.selectFrom("admin_pin").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("authorization").selectAll().execute()).toEqual([]);
  });
});
