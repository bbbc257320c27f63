import { uuidv7 } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import {
  migrateBefore,
  orderRow,
  seedBusiness,
  seedShift,
  useBareDatabase,
} from "../../../test/migration-kit.ts";
import { checkInvariants } from "../invariants.ts";
import { migrateToLatest } from "../migrate.ts";

describe.each(engines)("migration 0009 on %s", (engine) => {
  const fresh = useBareDatabase(engine);

  it("marks the cash methods and backfills each shift's running totals from its completed orders", async () => {
    const { database } = fresh;
    await migrateBefore(database, "0009");
    const db = database.db;
    const now = Date.now();
    const common = { status: "enabled" as const, created_at: now, updated_at: now };
    await seedBusiness(db, { at: now });
    const cashId = uuidv7(now);
    const cardId = uuidv7(now + 1);
    await db
      .insertInto("payment_method")
      .values([
        { id: cashId, business_id: "b1", name: "Efectivo", name_key: "efectivo", ...common },
        { id: cardId, business_id: "b1", name: "Tarjeta", name_key: "tarjeta", ...common },
      ] as never)
      .execute();
    await seedShift(db, now, {
      id: "s1",
      status: "inactive",
      end_date: now + 10,
      total_orders: 2,
      total_amount: 3000,
    });
    await seedShift(db, now, { id: "s2", total_orders: 1, total_amount: 700 });
    let at = now;
    const order = (shift_id: string, method: string, name: string, total: number, status = "completed") => {
      at += 1;
      return orderRow(at, { shift_id, payment_method_id: method, payment_method_name: name, total, status });
    };
    await db
      .insertInto("order")
      .values([
        order("s1", cashId, "Efectivo", 1000),
        order("s1", cashId, "Efectivo", 2000),
        order("s1", cardId, "Tarjeta", 9999, "cancelled"),
        order("s2", cardId, "Tarjeta", 700),
      ] as never)
      .execute();

    await migrateToLatest(db, database.dialect);

    const methods = await db
      .selectFrom("payment_method")
      .select(["name", "is_cash"])
      .orderBy("name")
      .execute();
    expect(methods.map((row) => [row.name, Number(row.is_cash)])).toEqual([
      ["Efectivo", 1],
      ["Tarjeta", 0],
    ]);
    const totals = await db
      .selectFrom("shift_method_total")
      .selectAll()
      .orderBy("shift_id")
      .orderBy("name")
      .execute();
    expect(
      totals.map((row) => [
        row.shift_id,
        row.name,
        Number(row.is_cash),
        Number(row.orders),
        Number(row.amount),
      ]),
    ).toEqual([
      ["s1", "Efectivo", 1, 2, 3000],
      ["s2", "Tarjeta", 0, 1, 700],
    ]);
    const shifts = await db
      .selectFrom("shift")
      .select(["id", "cash_float", "count_note"])
      .orderBy("id")
      .execute();
    expect(shifts.map((row) => [row.id, Number(row.cash_float), row.count_note])).toEqual([
      ["s1", 0, null],
      ["s2", 0, null],
    ]);
    expect((await checkInvariants(db)).breaks).toEqual([]);
  });
});
