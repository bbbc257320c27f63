import { actionTarget, type OrderAction, type OrderStatus, type OrderType } from "@comanda/domain";
import { sql } from "kysely";
import type { Db } from "../../../db/database.ts";
import { inOpenShift, orderColumns } from "../read/order-rows.ts";

/** What the transitions read and write of an order and its shift, in the caller's transaction. */

/** Why a transition changed nothing: the order's status and type, and whether its shift closed. */
export const readMoveState = (db: Db, businessId: string, id: string) =>
  db
    .selectFrom("order as o")
    .innerJoin("shift as s", "s.id", "o.shift_id")
    .select(["o.status", "o.type", "s.end_date"])
    .where("o.business_id", "=", businessId)
    .where("o.id", "=", id)
    .executeTakeFirst();

export type StatusMove = {
  businessId: string;
  id: string;
  action: OrderAction;
  /** each type with the statuses this role may start the action from */
  byType: readonly { type: OrderType; sources: readonly OrderStatus[] }[];
  now: number;
};

/** The compare-and-set: only from a status this role may start the action from, only while the shift is open. */
export const moveStatus = (trx: Db, move: StatusMove) => {
  const { businessId, id, action, byType, now } = move;
  return trx
    .updateTable("order")
    .set({
      status: actionTarget(action),
      updated_at: now,
      status_changed_at: now,
      // Decision 081: what it was cancelled from (the old row's status), so a display knows it was making it.
      ...(action === "cancel" ? { cancelled_from: sql<OrderStatus>`status` } : {}),
      ...(action === "deliver" ? { ready_at: now } : {}),
      // An edit sent from what the order was before this transition is refused (decision 027).
      version: sql<number>`version + 1`,
    })
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .where(({ and, or, eb }) =>
      or(byType.map(({ type, sources }) => and([eb("type", "=", type), eb("status", "in", sources)]))),
    )
    .where(inOpenShift)
    .returning(orderColumns)
    .executeTakeFirst();
};

/** docs/product.md#states: the shift's totals move with a completed order; undefined when it has closed. */
export const addToShiftTotals = (trx: Db, shiftId: string, total: number, now: number) =>
  trx
    .updateTable("shift")
    .set({
      total_orders: sql<number>`total_orders + 1`,
      total_amount: sql<number>`total_amount + ${total}`,
      updated_at: now,
    })
    .where("id", "=", shiftId)
    .where("end_date", "is", null)
    .returning("id")
    .executeTakeFirst();

/**
 * The order as a station's 'Listo' reads it, with whether its shift closed. PostgreSQL (`lock`): two
 * stations finishing at once take turns here, so the second sees the first's 'Listo'.
 */
export const readForReady = (trx: Db, businessId: string, id: string, lock: boolean) =>
  trx
    .selectFrom("order as o")
    .innerJoin("shift as s", "s.id", "o.shift_id")
    .select(orderColumns.map((column) => `o.${column}` as const))
    .select("s.end_date")
    .where("o.business_id", "=", businessId)
    .where("o.id", "=", id)
    .$if(lock, (q) => q.forUpdate("o"))
    .executeTakeFirst();

type StationDone = {
  orderId: string;
  stationId: string;
  businessId: string;
  actor: { id: string; name: string };
  now: number;
};

/** The station's 'Listo' on the order; given again, it moves to now. */
export const markStationDone = (trx: Db, done: StationDone) =>
  trx
    .insertInto("order_station")
    .values({
      order_id: done.orderId,
      station_id: done.stationId,
      business_id: done.businessId,
      done_at: done.now,
      done_by: done.actor.id,
      done_by_name: done.actor.name,
    })
    .onConflict((oc) =>
      oc.columns(["order_id", "station_id"]).doUpdateSet({
        done_at: done.now,
        done_by: done.actor.id,
        done_by_name: done.actor.name,
      }),
    )
    .execute();

type LineDone = {
  businessId: string;
  orderId: string;
  key: string;
  quantity: number;
  actor: { id: string };
  now: number;
};

/** Decision 087: a card's line done, for this many of it; done again, it moves to now. */
export const markLineDone = (trx: Db, done: LineDone) =>
  trx
    .insertInto("order_line_done")
    .values({
      order_id: done.orderId,
      line_key: done.key,
      business_id: done.businessId,
      quantity: done.quantity,
      done_at: done.now,
      done_by: done.actor.id,
    })
    .onConflict((oc) =>
      oc.columns(["order_id", "line_key"]).doUpdateSet({
        quantity: done.quantity,
        done_at: done.now,
        done_by: done.actor.id,
      }),
    )
    .execute();

/** Decision 087: a card's line tapped again: not done. */
export const clearLineDone = (trx: Db, businessId: string, orderId: string, key: string) =>
  trx
    .deleteFrom("order_line_done")
    .where("business_id", "=", businessId)
    .where("order_id", "=", orderId)
    .where("line_key", "=", key)
    .execute();

/** Decision 087: 'Recuperar' one station's card: its 'Listo' undone. */
export const clearStationDone = (trx: Db, businessId: string, orderId: string, stationId: string) =>
  trx
    .deleteFrom("order_station")
    .where("business_id", "=", businessId)
    .where("order_id", "=", orderId)
    .where("station_id", "=", stationId)
    .execute();
