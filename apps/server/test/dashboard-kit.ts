import { isOpenOrderStatus, nameKey, type OrderStatus, uuidv7 } from "@comanda/domain";
import type { Db } from "../src/db/database.ts";
import { insertFullPayment, insertLines, type LineRow } from "./shifts-kit.ts";

/** A Buenos Aires wall-clock time (UTC-3 in 2026) as epoch ms. */
export const ba = (day: string, time = "00:00") => Date.parse(`${day}T${time}:00.000-03:00`);

export type DatedOrder = {
  businessId: string;
  shiftId: string;
  /** when the order reached its status (completion time for a completed one) */
  at: number;
  status?: OrderStatus;
  /** centavos */
  total?: number;
  paymentMethod?: { id: string; name: string };
  lines?: LineRow[];
  turn?: string;
};

/** An order written straight to the database with the time of its last status change. */
let openTurns = 0;
/** Open orders of a shift may not share a turn (decision 024): each such row takes the next, from 1. */
const nextOpenTurn = () => {
  openTurns += 1;
  return String(openTurns);
};
export const insertDatedOrder = async (db: Db, row: DatedOrder) => {
  const id = uuidv7(row.at);
  const method = row.paymentMethod ?? { id: "01900000-0000-7000-8000-000000000001", name: "Efectivo" };
  await db
    .insertInto("order")
    .values({
      id,
      business_id: row.businessId,
      shift_id: row.shiftId,
      // Finished orders may share a turn; open ones may not.
      turn: row.turn ?? (isOpenOrderStatus(row.status ?? "completed") ? nextOpenTurn() : "1"),
      status: row.status ?? "completed",
      payment_method_id: method.id,
      payment_method_name: method.name,
      observation: null,
      total: row.total ?? 0,
      subtotal: row.total ?? 0,
      created_by: "user",
      created_by_name: "Ana Pérez",
      request_hash: id,
      created_at: row.at - 600_000,
      updated_at: row.at,
      status_changed_at: row.at,
    })
    .execute();
  // Only completed orders' payments are read by the figures (and a test may delete an open order).
  if ((row.status ?? "completed") === "completed")
    await insertFullPayment(db, { id, businessId: row.businessId, method, total: row.total ?? 0 });
  await insertLines(db, id, row.businessId, row.lines ?? []);
  return id;
};

/** An ingredient written straight to the database; quantities in thousandths. */
export const insertIngredient = async (
  db: Db,
  businessId: string,
  row: { name: string; quantity: number; minQuantity: number; enabled?: boolean },
) => {
  const at = Date.now();
  const id = uuidv7(at);
  await db
    .insertInto("ingredient")
    .values({
      id,
      business_id: businessId,
      name: row.name,
      name_key: nameKey(row.name),
      code: null,
      unit: "kg",
      quantity: row.quantity,
      min_quantity: row.minQuantity,
      cost: null,
      status: row.enabled === false ? "disabled" : "enabled",
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
};
