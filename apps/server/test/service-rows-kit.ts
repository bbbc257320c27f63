import { businessDayCode, uuidv7 } from "@comanda/domain";
import type { Db } from "../src/db/database.ts";

let clock = 0;

/** Strictly increasing times, so rows made in one millisecond still sort in the order they were made. */
const tick = () => {
  clock = Math.max(clock + 1, Date.now());
  return clock;
};

export type ShiftRowOptions = {
  /** the user's name as the shift snapshots it */
  userName?: string;
  code?: string;
  startDate?: number;
  lastTurn?: number;
};

/**
 * An open shift written straight to the database, as the shifts module would: order tests then do not
 * depend on its routes. Returns the shift's id.
 */
export const openShiftRow = async (
  db: Db,
  businessId: string,
  userId: string,
  options: ShiftRowOptions = {},
): Promise<string> => {
  const now = options.startDate ?? tick();
  const id = uuidv7(now);
  await db
    .insertInto("shift")
    .values({
      id,
      business_id: businessId,
      code: options.code ?? businessDayCode(now),
      status: "active",
      start_date: now,
      end_date: null,
      last_turn: options.lastTurn ?? 0,
      opened_by: userId,
      opened_by_name: options.userName ?? "Ana Pérez",
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
};

/** Closes a shift behind the API's back (frozen-orders tests): status inactive, end date now. */
export const closeShiftRow = async (db: Db, shiftId: string, userId: string, userName = "Ana Pérez") => {
  const now = tick();
  await db
    .updateTable("shift")
    .set({
      status: "inactive",
      end_date: now,
      closed_by: userId,
      closed_by_name: userName,
      updated_at: now,
    })
    .where("id", "=", shiftId)
    .execute();
};

/**
 * A pending order of one product line written straight to the database (no stock moves): a record for
 * transitions and reads to act on, independent of the catalog's state. Returns its id.
 */
let openTurns = 0;
/** Open orders of a shift may not share a turn (decision 024): each such row takes the next, from 1. */
const nextOpenTurn = () => {
  openTurns += 1;
  return String(openTurns);
};
export const pendingOrderRow = async (
  db: Db,
  businessId: string,
  shiftId: string,
  userId: string,
  turn = nextOpenTurn(),
): Promise<string> => {
  const now = tick();
  const id = uuidv7(now);
  await db
    .insertInto("order")
    .values({
      id,
      business_id: businessId,
      shift_id: shiftId,
      turn,
      status: "pending",
      payment_method_id: uuidv7(now),
      payment_method_name: "Efectivo",
      observation: null,
      total: 150_000,
      created_by: userId,
      created_by_name: "Ana Pérez",
      request_hash: id,
      created_at: now,
      updated_at: now,
      status_changed_at: now,
    })
    .execute();
  await db
    .insertInto("order_line")
    .values({
      order_id: id,
      position: 0,
      business_id: businessId,
      kind: "product",
      parent_position: null,
      item_id: uuidv7(now),
      name: "Empanada",
      category_id: null,
      quantity: 1,
      unit_price: 150_000,
      subtotal: 150_000,
    })
    .execute();
  return id;
};

/** The stock a movement log adds up to, per item: what `doctor` compares with the stored quantity. */
export const movementSums = async (db: Db, businessId: string): Promise<Map<string, number>> => {
  const rows = await db
    .selectFrom("stock_movement")
    .select(["item_id", (eb) => eb.fn.sum<number>("delta").as("total")])
    .where("business_id", "=", businessId)
    .groupBy("item_id")
    .execute();
  return new Map(rows.map((row) => [row.item_id, Number(row.total)]));
};

/** Row counts of the service-loop tables, to show that a refused request wrote nothing. */
export const serviceCounts = async (db: Db) => {
  const count = async (table: "shift" | "order" | "order_line" | "stock_movement") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    shifts: await count("shift"),
    orders: await count("order"),
    lines: await count("order_line"),
    movements: await count("stock_movement"),
  };
};
