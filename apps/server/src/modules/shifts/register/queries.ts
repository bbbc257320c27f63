import { openOrderStatuses } from "@comanda/domain";
import { type Insertable, sql } from "kysely";
import type { Db } from "../../../db/database.ts";
import { bigintText } from "../../../db/money-sums.ts";
import type { CashMovementTable, ShiftCountTable, ShiftTable } from "../../../db/schema.ts";
import { shiftColumns } from "../rows.ts";

/**
 * The register's statements: opening and closing a shift, its count (arqueo), its cash movements and the
 * running totals per payment method that completing an order moves (decision 020).
 */

export const findOpenShiftRow = (db: Db, businessId: string) =>
  db
    .selectFrom("shift")
    .select(shiftColumns)
    .where("business_id", "=", businessId)
    .where("end_date", "is", null)
    .executeTakeFirst();

/** A shift of the business with this code, if any. */
export const findShiftWithCode = (db: Db, businessId: string, code: string) =>
  db
    .selectFrom("shift")
    .select("id")
    .where("business_id", "=", businessId)
    .where("code", "=", code)
    .limit(1)
    .executeTakeFirst();

export const insertShiftRow = (db: Db, values: Insertable<ShiftTable>) =>
  db.insertInto("shift").values(values).returning(shiftColumns).executeTakeFirstOrThrow();

/** PostgreSQL: the shift row `for update`. */
export const lockShiftForUpdate = (trx: Db, businessId: string, id: string) =>
  trx
    .selectFrom("shift")
    .select("id")
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .forUpdate()
    .execute();

/** Closes the shift if it is still open; undefined when it is not (or there is no such shift). */
export const closeShiftRow = (
  trx: Db,
  businessId: string,
  id: string,
  user: { id: string; name: string },
  note: string | null,
  now: number,
) =>
  trx
    .updateTable("shift")
    .set({
      status: "inactive",
      end_date: now,
      closed_by: user.id,
      closed_by_name: user.name,
      count_note: note,
      updated_at: now,
    })
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .where("end_date", "is", null)
    .returning(shiftColumns)
    .executeTakeFirst();

export const findShiftId = (trx: Db, businessId: string, id: string) =>
  trx
    .selectFrom("shift")
    .select("id")
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();

export const insertShiftCount = (trx: Db, rows: Insertable<ShiftCountTable>[]) =>
  trx.insertInto("shift_count").values(rows).execute();

/** The shift's cash in and out of the register, in centavos, oldest first. */
export const cashMovementsOf = (db: Db, businessId: string, shiftId: string) =>
  db
    .selectFrom("cash_movement")
    .select(["id", "kind", "amount", "reason", "user_name", "created_at"])
    .where("business_id", "=", businessId)
    .where("shift_id", "=", shiftId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();

/** The shift's running totals per method (amounts read as text, decision 068). */
export const methodTotalsOf = (db: Db, businessId: string, shiftId: string) =>
  db
    .selectFrom("shift_method_total")
    .select(["payment_method_id", "name", "is_cash", bigintText("amount").as("amount")])
    .where("business_id", "=", businessId)
    .where("shift_id", "=", shiftId)
    .execute();

/** The oldest enabled cash method. */
export const firstCashMethod = (db: Db, businessId: string) =>
  db
    .selectFrom("payment_method")
    .select(["id", "name"])
    .where("business_id", "=", businessId)
    .where("is_cash", "=", 1)
    .where("status", "=", "enabled")
    .orderBy("created_at")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();

export const findShiftFloat = (db: Db, businessId: string, id: string) =>
  db
    .selectFrom("shift")
    .select(["id", "cash_float", "end_date"])
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();

export const readBlindCashCount = (db: Db, businessId: string) =>
  db.selectFrom("business").select("blind_cash_count").where("id", "=", businessId).executeTakeFirst();

/** How many of the shift's orders are still open. */
export const countOpenOrders = (db: Db, businessId: string, shiftId: string) =>
  db
    .selectFrom("order")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("business_id", "=", businessId)
    .where("shift_id", "=", shiftId)
    .where("status", "in", openOrderStatuses)
    .executeTakeFirstOrThrow();

/** Touches the shift if it is still open; undefined when it is not. */
export const touchOpenShift = (trx: Db, businessId: string, shiftId: string, now: number) =>
  trx
    .updateTable("shift")
    .set({ updated_at: now })
    .where("business_id", "=", businessId)
    .where("id", "=", shiftId)
    .where("end_date", "is", null)
    .returning("id")
    .executeTakeFirst();

export const insertCashMovement = (trx: Db, values: Insertable<CashMovementTable>) =>
  trx
    .insertInto("cash_movement")
    .values(values)
    .returning(["id", "kind", "amount", "reason", "user_name", "created_at"])
    .executeTakeFirstOrThrow();

export const paymentMethodIsCash = (trx: Db, businessId: string, id: string) =>
  trx
    .selectFrom("payment_method")
    .select("is_cash")
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();

/** Adds one order of `total` centavos to the shift's running total of the method, creating it if new. */
export const addToMethodTotalRow = (
  trx: Db,
  row: {
    shift_id: string;
    payment_method_id: string;
    business_id: string;
    name: string;
    is_cash: number;
    total: number;
  },
) =>
  trx
    .insertInto("shift_method_total")
    .values({
      shift_id: row.shift_id,
      payment_method_id: row.payment_method_id,
      business_id: row.business_id,
      name: row.name,
      is_cash: row.is_cash,
      orders: 1,
      amount: row.total,
    })
    .onConflict((conflict) =>
      conflict.columns(["shift_id", "payment_method_id"]).doUpdateSet({
        orders: sql<number>`shift_method_total.orders + 1`,
        amount: sql<number>`shift_method_total.amount + ${row.total}`,
      }),
    )
    .execute();
