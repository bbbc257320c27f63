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

describe.each(engines)("migration 0011 on %s", (engine) => {
  const fresh = useBareDatabase(engine);

  it("gives existing orders subtotal = total, no tip and one payment of the whole total by their method", async () => {
    const { database } = fresh;
    await migrateBefore(database, "0011");
    const db = database.db;
    const now = Date.now();
    const common = { status: "enabled" as const, created_at: now, updated_at: now };
    await seedBusiness(db, { at: now });
    const cashId = uuidv7(now);
    await db
      .insertInto("payment_method")
      .values([
        { id: cashId, business_id: "b1", name: "Efectivo", name_key: "efectivo", is_cash: 1, ...common },
      ] as never)
      .execute();
    await seedShift(db, now, { total_orders: 1, total_amount: 1500 });
    await db
      .insertInto("shift_method_total")
      .values({
        shift_id: "s1",
        payment_method_id: cashId,
        business_id: "b1",
        name: "Efectivo",
        is_cash: 1,
        orders: 1,
        amount: 1500,
      })
      .execute();
    const order = (id: string, status: string, total: number) =>
      orderRow(now, { id, status, total, payment_method_id: cashId });
    const done = uuidv7(now + 1);
    const open = uuidv7(now + 2);
    await db
      .insertInto("order")
      .values([order(done, "completed", 1500), order(open, "pending", 700)] as never)
      .execute();

    await migrateToLatest(db, database.dialect);

    const orders = await db
      .selectFrom("order")
      .select(["id", "subtotal", "discount", "surcharge", "tip", "total"])
      .orderBy("id")
      .execute();
    expect(
      orders.map((row) => [
        row.id,
        ...[row.subtotal, row.discount, row.surcharge, row.tip, row.total].map(Number),
      ]),
    ).toEqual([
      [done, 1500, 0, 0, 0, 1500],
      [open, 700, 0, 0, 0, 700],
    ]);
    const payments = await db.selectFrom("order_payment").selectAll().orderBy("order_id").execute();
    expect(
      payments.map((row) => [
        row.order_id,
        row.position,
        row.payment_method_id,
        row.name,
        Number(row.is_cash),
        Number(row.amount),
        row.tendered,
      ]),
    ).toEqual([
      [done, 0, cashId, "Efectivo", 1, 1500, null],
      [open, 0, cashId, "Efectivo", 1, 700, null],
    ]);
    const business = await db
      .selectFrom("business")
      .select(["discount_policy", "cashier_max_discount"])
      .executeTakeFirstOrThrow();
    expect([business.discount_policy, Number(business.cashier_max_discount)]).toEqual([
      "admin-and-cashier",
      10,
    ]);
    expect((await checkInvariants(db)).breaks).toEqual([]);
  });
});
