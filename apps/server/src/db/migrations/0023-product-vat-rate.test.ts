import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { migrateBefore, seedBusiness, useBareDatabase } from "../../../test/migration-kit.ts";
import { migrateToLatest } from "../migrate.ts";

describe.each(engines)("migration 0023 on %s", (engine) => {
  const fresh = useBareDatabase(engine);

  it("puts every existing product at 21 % and refuses a rate ARCA does not have", async () => {
    const { database } = fresh;
    await migrateBefore(database, "0023");
    const db = database.db;
    const past = Date.now() - 60_000;
    const common = { status: "enabled" as const, created_at: past, updated_at: past };
    await seedBusiness(db, { at: past });
    await db
      .insertInto("category")
      .values({ id: "c1", business_id: "b1", name: "Platos", name_key: "platos", ...common })
      .execute();
    const product = (id: string, name: string) => ({
      id,
      business_id: "b1",
      name,
      name_key: name.toLowerCase(),
      category_id: "c1",
      price: 1500,
      unit_price: 0,
      ...common,
    });
    await db
      .insertInto("product")
      .values([product("p1", "Milanesa"), product("p2", "Flan")])
      .execute();

    expect(await migrateToLatest(db, database.dialect)).toContain("0023-product-vat-rate");

    const rows = await db.selectFrom("product").select(["id", "vat_rate"]).orderBy("id").execute();
    expect(rows.map((row) => ({ ...row, vat_rate: Number(row.vat_rate) }))).toEqual([
      { id: "p1", vat_rate: 2100 },
      { id: "p2", vat_rate: 2100 },
    ]);
    await db.updateTable("product").set({ vat_rate: 1050 }).where("id", "=", "p1").execute();
    await expect(
      db.updateTable("product").set({ vat_rate: 2000 }).where("id", "=", "p2").execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("product")
        .values({ ...product("p3", "Café"), vat_rate: 500 })
        .execute(),
    ).rejects.toThrow();
    const kept = await db.selectFrom("product").select(["id", "vat_rate"]).orderBy("id").execute();
    expect(kept.map((row) => Number(row.vat_rate))).toEqual([1050, 2100]);
  });
});
