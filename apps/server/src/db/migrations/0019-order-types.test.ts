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

describe.each(engines)("migration 0019 on %s", (engine) => {
  const fresh = useBareDatabase(engine);

  it("keeps every order and line, makes them counter orders, and allows 'on_the_way' (only that new status)", async () => {
    const { database } = fresh;
    await migrateBefore(database, "0019");
    const db = database.db;
    const past = Date.now() - 60_000;
    await seedBusiness(db, { at: past });
    await seedShift(db, past);
    const order = (id: string, turn: string) => orderRow(past, { id, turn, status: "ready", total: 1500 });
    await db
      .insertInto("order")
      .values([order("o1", "1"), order("o2", "2")] as never)
      .execute();
    await db
      .insertInto("order_line")
      .values({
        order_id: "o1",
        position: 0,
        business_id: "b1",
        kind: "product",
        parent_position: null,
        item_id: "p1",
        name: "Milanesa",
        category_id: null,
        quantity: 1,
        unit_price: 1500,
        subtotal: 1500,
      })
      .execute();

    expect(await migrateToLatest(db, database.dialect)).toContain("0019-order-types");

    // Nothing was rebuilt away: the lines (which cascade from their order) are all there.
    expect(await db.selectFrom("order_line").select("name").execute()).toEqual([{ name: "Milanesa" }]);
    const rows = await db
      .selectFrom("order")
      .select(["id", "status", "type", "delivery_fee", "customer_name", "promised_at"])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => ({ ...row, delivery_fee: Number(row.delivery_fee) }))).toEqual([
      { id: "o1", status: "ready", type: "counter", delivery_fee: 0, customer_name: null, promised_at: null },
      { id: "o2", status: "ready", type: "counter", delivery_fee: 0, customer_name: null, promised_at: null },
    ]);

    await db.updateTable("order").set({ status: "on_the_way" }).where("id", "=", "o1").execute();
    // Still open, so its turn is still its own.
    await expect(
      db.updateTable("order").set({ turn: "1" }).where("id", "=", "o2").execute(),
    ).rejects.toThrow();
    await expect(
      db
        .updateTable("order")
        .set({ status: "lost" as never })
        .where("id", "=", "o2")
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .updateTable("order")
        .set({ type: "salon" as never })
        .where("id", "=", "o2")
        .execute(),
    ).rejects.toThrow();
    await expect(
      db.updateTable("order").set({ delivery_fee: -1 }).where("id", "=", "o2").execute(),
    ).rejects.toThrow();

    if (database.dialect === "sqlite") {
      const [check] = (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows;
      expect(check?.integrity_check).toBe("ok");
      // The schema's text may be edited only while migrations run: defensive mode is back.
      await expect(sql`update sqlite_schema set sql = sql where name = 'order'`.execute(db)).rejects.toThrow(
        /may not be modified/,
      );
    }
  });
});
