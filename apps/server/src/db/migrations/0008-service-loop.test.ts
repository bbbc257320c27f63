import { nameKey, uuidv7 } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { migrateBefore, seedBusiness, useBareDatabase } from "../../../test/migration-kit.ts";
import { checkInvariants } from "../invariants.ts";
import { migrateToLatest } from "../migrate.ts";

describe.each(engines)("migration 0008 on %s", (engine) => {
  const fresh = useBareDatabase(engine);

  it("turns the stock written before it into one initial movement each, so the doctor finds it sound", async () => {
    const { database } = fresh;
    await migrateBefore(database, "0008");

    const db = database.db;
    const now = Date.now();
    const common = { status: "enabled" as const, created_at: now, updated_at: now };
    for (const id of ["b1", "b2"]) await seedBusiness(db, { id, at: now });
    await db
      .insertInto("category")
      .values({
        id: "c1",
        business_id: "b1",
        name: "Platos",
        name_key: "platos",
        product_count: 3,
        ...common,
      })
      .execute();
    const product = (name: string, quantity: number | null, at: number) => ({
      id: uuidv7(now + at),
      business_id: "b1",
      name,
      name_key: nameKey(name),
      code: null,
      code_key: null,
      category_id: "c1",
      price: 100,
      unit_price: 50,
      quantity,
      ...common,
    });
    const products = [product("Coca-Cola", 12, 1), product("Milanesa", null, 2), product("Agotado", 0, 3)];
    await db.insertInto("product").values(products).execute();
    const ingredient = (businessId: string, name: string, quantity: number, at: number) => ({
      id: uuidv7(now + at),
      business_id: businessId,
      name,
      name_key: nameKey(name),
      code: null,
      unit: "kg" as const,
      quantity,
      min_quantity: 0,
      cost: null,
      ...common,
    });
    const ingredients = [ingredient("b1", "Harina", 1500, 4), ingredient("b2", "Sal", 0, 5)];
    await db.insertInto("ingredient").values(ingredients).execute();

    expect(await migrateToLatest(db, database.dialect)).toContain("0008-service-loop");

    const movements = await db
      .selectFrom("stock_movement")
      .selectAll()
      .orderBy("item_kind", "desc")
      .execute();
    expect(
      movements.map((row) => ({
        ...row,
        delta: Number(row.delta),
        quantity_after: Number(row.quantity_after),
      })),
    ).toEqual([
      {
        id: `initial-${products[0]?.id}`,
        business_id: "b1",
        item_kind: "product",
        item_id: products[0]?.id,
        delta: 12,
        quantity_after: 12,
        reason: "initial",
        order_id: null,
        user_id: null,
        user_name: null,
        created_at: expect.any(Number),
      },
      {
        id: `initial-${ingredients[0]?.id}`,
        business_id: "b1",
        item_kind: "ingredient",
        item_id: ingredients[0]?.id,
        delta: 1500,
        quantity_after: 1500,
        reason: "initial",
        order_id: null,
        user_id: null,
        user_name: null,
        created_at: expect.any(Number),
      },
    ]);
    expect((await checkInvariants(db)).breaks).toEqual([]);
  });
});
