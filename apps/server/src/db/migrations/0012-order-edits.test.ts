import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import {
  migrateBefore,
  orderRow,
  seedBusiness,
  seedShift,
  useBareDatabase,
} from "../../../test/migration-kit.ts";
import { migrateToLatest } from "../migrate.ts";

describe.each(engines)("migration 0012 on %s", (engine) => {
  const fresh = useBareDatabase(engine);

  it("keeps every movement and index, allows 'order_edit' (only that new reason), and starts orders at version 0", async () => {
    const { database } = fresh;
    await migrateBefore(database, "0012");
    const db = database.db;
    const past = Date.now() - 60_000;
    await seedBusiness(db, { at: past });
    const movement = (id: string, reason: string) => ({
      id,
      business_id: "b1",
      item_kind: "product" as const,
      item_id: "p1",
      delta: -2,
      quantity_after: 8,
      reason: reason as "sale",
      order_id: "o1",
      user_id: "u1",
      user_name: "Ana",
      created_at: past,
    });
    await db
      .insertInto("stock_movement")
      .values([movement("m1", "initial"), movement("m2", "sale")])
      .execute();
    await seedShift(db, past);
    await db
      .insertInto("order")
      .values(orderRow(past, { id: "o1" }) as never)
      .execute();

    await migrateToLatest(db, database.dialect);

    const kept = await db.selectFrom("stock_movement").selectAll().orderBy("id").execute();
    expect(kept.map((row) => [row.id, row.reason, Number(row.delta), row.order_id, row.user_name])).toEqual([
      ["m1", "initial", -2, "o1", "Ana"],
      ["m2", "sale", -2, "o1", "Ana"],
    ]);
    await db.insertInto("stock_movement").values(movement("m3", "order_edit")).execute();
    await expect(db.insertInto("stock_movement").values(movement("m4", "gift")).execute()).rejects.toThrow();
    const order = await db
      .selectFrom("order")
      .select(["version", "modified_at", "changes"])
      .executeTakeFirstOrThrow();
    expect([Number(order.version), order.modified_at, order.changes]).toEqual([0, null, null]);
    const byOrder = await db
      .selectFrom("stock_movement")
      .select("id")
      .where("business_id", "=", "b1")
      .where("order_id", "=", "o1")
      .execute();
    expect(byOrder).toHaveLength(3);
    const indexes =
      database.dialect === "sqlite"
        ? sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and tbl_name = 'stock_movement' and name not like 'sqlite_%'`
        : sql<{
            name: string;
          }>`select indexname as name from pg_indexes where tablename = 'stock_movement' and indexname <> 'stock_movement_pkey'`;
    const names = (await indexes.execute(db)).rows.map((row) => row.name).sort();
    expect(names).toEqual(["stock_movement_item_idx", "stock_movement_order_idx"]);
  });
});
