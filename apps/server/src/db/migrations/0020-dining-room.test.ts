import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { migrateBefore, seedBusiness, useBareDatabase } from "../../../test/migration-kit.ts";
import { migrateToLatest } from "../migrate.ts";

describe.each(engines)("migration 0020 on %s", (engine) => {
  const fresh = useBareDatabase(engine);

  it("adds rooms and tables to an existing business, with the plan's rules in the database", async () => {
    const { database } = fresh;
    await migrateBefore(database, "0020");
    const db = database.db;
    const now = Date.now();
    await seedBusiness(db, { at: now });
    await migrateToLatest(db, database.dialect);
    const room = (id: string, name_key: string) => ({
      id,
      business_id: "b1",
      name: name_key,
      name_key,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto("room")
      .values([room("r1", "salon"), room("r2", "terraza")])
      .execute();
    expect(
      (await db.selectFrom("room").select("version").where("id", "=", "r1").executeTakeFirstOrThrow())
        .version,
    ).toBe(0);
    await expect(db.insertInto("room").values(room("r3", "salon")).execute()).rejects.toThrow();

    let n = 0;
    const table = (overrides: Record<string, unknown>) => {
      n += 1;
      return {
        id: `t${n}`,
        business_id: "b1",
        room_id: "r1",
        name: `Mesa ${n}`,
        name_key: `mesa ${n}`,
        seats: 4,
        shape: "square" as const,
        x: 100,
        y: 100,
        created_at: now,
        updated_at: now,
        ...overrides,
      };
    };
    await db
      .insertInto("dining_table")
      .values(table({ name_key: "mesa 1" }))
      .execute();
    // The same name in another room is another table.
    await db
      .insertInto("dining_table")
      .values(table({ room_id: "r2", name_key: "mesa 1" }))
      .execute();
    for (const bad of [
      { name_key: "mesa 1" },
      { seats: 0 },
      { seats: 100 },
      { shape: "oval" },
      { x: 1001 },
      { y: 701 },
      { room_id: "nowhere" },
    ])
      await expect(
        db.insertInto("dining_table").values(table(bad)).execute(),
        JSON.stringify(bad),
      ).rejects.toThrow();
  });
});
