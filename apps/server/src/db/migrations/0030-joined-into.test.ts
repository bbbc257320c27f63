import { describe, expect, it } from "vitest";
import { insertDatedOrder } from "../../../test/dashboard-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { migrateBefore, seedBusiness, seedShift, useBareDatabase } from "../../../test/migration-kit.ts";
import { migrateToLatest } from "../migrate.ts";

describe.each(engines)("migration 0030 on %s", (engine) => {
  const fresh = useBareDatabase(engine);

  it("finds the tab each earlier join went into by the audit event it wrote", async () => {
    const { database } = fresh;
    await migrateBefore(database, "0030");
    const db = database.db;
    const now = Date.now();
    const businessId = await seedBusiness(db, { at: now });
    const shiftId = await seedShift(db, now);
    const tab = async (status: "served" | "cancelled", tableName: string, turn: string) => {
      const id = await insertDatedOrder(db, { businessId, shiftId, at: now, status, turn });
      await db
        .updateTable("order")
        .set({ type: "table", table_name: tableName, joined_at: status === "cancelled" ? now : null })
        .where("id", "=", id)
        .execute();
      return id;
    };
    const audit = (orderId: string, detail: string) =>
      db
        .insertInto("audit_event")
        .values({
          id: `e-${orderId}`,
          business_id: businessId,
          at: now,
          user_id: "u1",
          user_name: "Ana Pérez",
          action: "cancelled",
          order_id: orderId,
          target: "Mesa 1 · turno 3",
          detail,
          authorized_by_name: null,
        })
        .execute();
    const host = await tab("served", "Mesa 2 (Salón)", "4");
    const joined = await tab("cancelled", "Mesa 1 (Salón)", "3");
    await audit(joined, "Unida a Mesa 2 (Salón) (turno 4)");
    const orphan = await tab("cancelled", "Mesa 5 (Salón)", "5");
    await audit(orphan, "Unida a Mesa 9 (Salón) (turno 9)");

    await migrateToLatest(db, database.dialect);

    const rows = await db.selectFrom("order").select(["id", "joined_into"]).execute();
    const into = Object.fromEntries(rows.map((row) => [row.id, row.joined_into]));
    expect(into[joined]).toBe(host);
    expect(into[orphan]).toBeNull();
    expect(into[host]).toBeNull();
  });
});
