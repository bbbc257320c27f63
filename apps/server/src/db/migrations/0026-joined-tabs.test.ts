import { describe, expect, it } from "vitest";
import { insertDatedOrder } from "../../../test/dashboard-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { migrateBefore, seedBusiness, seedShift, useBareDatabase } from "../../../test/migration-kit.ts";
import { migrateToLatest } from "../migrate.ts";

describe.each(engines)("migration 0026 on %s", (engine) => {
  const fresh = useBareDatabase(engine);

  it("marks the tabs joined before it, by the audit event the join wrote, and nothing else", async () => {
    const { database } = fresh;
    await migrateBefore(database, "0026");
    const db = database.db;
    const now = Date.now();
    const b1 = await seedBusiness(db, { at: now });
    await db
      .insertInto("room")
      .values({
        id: "r1",
        business_id: b1,
        name: "Salón",
        name_key: "salon",
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto("dining_table")
      .values({
        id: "t1",
        business_id: b1,
        room_id: "r1",
        name: "Mesa 1",
        name_key: "mesa 1",
        seats: 4,
        shape: "square",
        x: 100,
        y: 100,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const shiftId = await seedShift(db, now);
    const tab = async (reason: string | null) => {
      const id = await insertDatedOrder(db, { businessId: b1, shiftId, at: now, status: "cancelled" });
      await db
        .updateTable("order")
        .set({ table_id: "t1", table_name: "Mesa 1" })
        .where("id", "=", id)
        .execute();
      if (reason !== null)
        await db
          .insertInto("audit_event")
          .values({
            id: `e-${id}`,
            business_id: b1,
            at: now + 5,
            user_id: "u1",
            user_name: "Ana Pérez",
            action: "cancelled",
            order_id: id,
            target: "Mesa 1 · turno 1",
            detail: reason,
            authorized_by_name: null,
          })
          .execute();
      return id;
    };
    const joined = await tab("Unida a Mesa 2 (turno 4)");
    const cancelled = await tab("Se fueron sin pedir");
    const unaudited = await tab(null);

    await migrateToLatest(db, database.dialect);

    const rows = await db.selectFrom("order").select(["id", "joined_at"]).execute();
    const joinedAt = Object.fromEntries(rows.map((row) => [row.id, row.joined_at]));
    expect(Number(joinedAt[joined])).toBe(now + 5);
    expect(joinedAt[cancelled]).toBeNull();
    expect(joinedAt[unaudited]).toBeNull();
  });
});
