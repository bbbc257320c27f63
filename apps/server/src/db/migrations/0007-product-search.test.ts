import { nameKey, uuidv7 } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { migrateBefore, seedBusiness, useBareDatabase } from "../../../test/migration-kit.ts";
import { listProductRows } from "../../modules/products/list/queries.ts";
import { migrateToLatest } from "../migrate.ts";

describe.each(engines)("migration 0007 on %s", (engine) => {
  const fresh = useBareDatabase(engine);

  it("indexes the products written before it, so a search still finds them", async () => {
    const { database } = fresh;
    await migrateBefore(database, "0007");

    const db = database.db;
    const now = Date.now();
    const common = { status: "enabled" as const, created_at: now, updated_at: now };
    await seedBusiness(db, { at: now });
    await db
      .insertInto("category")
      .values({
        id: "c1",
        business_id: "b1",
        name: "Platos",
        name_key: "platos",
        product_count: 2,
        ...common,
      })
      .execute();
    const product = (name: string, code: string, at: number) => ({
      id: uuidv7(now + at),
      business_id: "b1",
      name,
      name_key: nameKey(name),
      code,
      code_key: code.toLowerCase(),
      category_id: "c1",
      price: 100,
      unit_price: 50,
      quantity: null,
      ...common,
      created_at: now + at,
    });
    const rows = [product("Milanesa napolitana", "MIL-1", 1), product("Pizza fugazzeta", "PIZ-2", 2)];
    await db.insertInto("product").values(rows).execute();

    expect(await migrateToLatest(db, database.dialect)).toContain("0007-product-search");

    const search = async (q: string) =>
      (await listProductRows(db, "b1", { q, limit: 10 }, database.dialect)).rows.map((row) => row.name);
    expect(await search("napolitana")).toEqual(["Milanesa napolitana"]);
    expect(await search("piz-2")).toEqual(["Pizza fugazzeta"]);
    expect(await search("zza")).toEqual(["Pizza fugazzeta"]);
    expect(await search("a")).toEqual(["Pizza fugazzeta", "Milanesa napolitana"]);
  });
});
