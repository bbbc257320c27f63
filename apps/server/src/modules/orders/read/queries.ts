import { type Order, openOrderStatuses, type shiftOrdersQuery } from "@comanda/domain";
import type { z } from "zod";
import type { Db } from "../../../db/database.ts";
import { kitchenProgressOf } from "./kitchen-progress.ts";
import { type OrderRow, orderColumns, toOrder } from "./order-rows.ts";

/** What the reads of orders select: one order, a shift's, the board's. */

/** The order's row, when it is the business's. */
export const findOrderRow = (db: Db, businessId: string, id: string) =>
  db
    .selectFrom("order")
    .select(orderColumns)
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();

/** Whether the business has the order (its id back), without reading the rest of it. */
export const findOrderId = (db: Db, businessId: string, id: string) =>
  db
    .selectFrom("order")
    .select("id")
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();

/** The shift when it is the business's and still open. */
export const findOpenShiftId = (db: Db, businessId: string, shiftId: string) =>
  db
    .selectFrom("shift")
    .select("id")
    .where("business_id", "=", businessId)
    .where("id", "=", shiftId)
    .where("end_date", "is", null)
    .executeTakeFirst();

const groupBy = <T extends { order_id: string }>(rows: readonly T[]) => {
  const byOrder = new Map<string, T[]>();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
};

/** The orders' payments and, only when one of them has any, their adjustments. */
const moneyRowsOf = async (db: Db, businessId: string, rows: readonly OrderRow[]) => {
  const ids = rows.map((row) => row.id);
  const adjusted = rows.filter((row) => Number(row.discount) > 0 || Number(row.surcharge) > 0);
  const [payments, adjustments] = await Promise.all([
    db
      .selectFrom("order_payment")
      .select(["order_id", "payment_method_id", "name", "is_cash", "amount", "tendered"])
      .where("business_id", "=", businessId)
      .where("order_id", "in", ids)
      .orderBy("order_id")
      .orderBy("position")
      .execute(),
    adjusted.length
      ? db
          .selectFrom("order_adjustment")
          .select(["order_id", "kind", "mode", "value", "reason", "amount"])
          .where("business_id", "=", businessId)
          .where(
            "order_id",
            "in",
            adjusted.map((row) => row.id),
          )
          .orderBy("order_id")
          .orderBy("position")
          .execute()
      : [],
  ]);
  return { payments: groupBy(payments), adjustments: groupBy(adjustments) };
};

/** Orders with their lines and money, in two to four queries whatever the number of orders. */
export const withLines = async (db: Db, businessId: string, rows: OrderRow[]): Promise<Order[]> => {
  if (!rows.length) return [];
  const [money, done, lines] = await Promise.all([
    moneyRowsOf(db, businessId, rows),
    kitchenProgressOf(db, businessId, rows),
    db
      .selectFrom("order_line")
      .selectAll()
      .where("business_id", "=", businessId)
      .where(
        "order_id",
        "in",
        rows.map((row) => row.id),
      )
      .orderBy("order_id")
      .orderBy("position")
      .execute(),
  ]);
  const byOrder = groupBy(lines);
  const { payments, adjustments } = money;
  return rows.map((row) =>
    toOrder(
      row,
      byOrder.get(row.id) ?? [],
      {
        payments: payments.get(row.id) ?? [],
        adjustments: adjustments.get(row.id) ?? [],
      },
      done.get(row.id),
    ),
  );
};

export type ShiftOrdersQuery = z.output<typeof shiftOrdersQuery>;
type ShiftOrdersPage = {
  businessId: string;
  shiftId: string;
  query: ShiftOrdersQuery;
  cursor: { at: number; id: string } | null;
};

/** A page of a shift's orders (one more than the limit, to tell whether another follows) and how many match. */
export const shiftOrderRows = async (db: Db, page: ShiftOrdersPage) => {
  const { businessId, shiftId, query, cursor } = page;
  const matching = db
    .selectFrom("order")
    .where("business_id", "=", businessId)
    .where("shift_id", "=", shiftId)
    .$if(query.status !== undefined, (q) => q.where("status", "=", query.status ?? "pending"))
    .$if(query.type !== undefined, (q) => q.where("type", "=", query.type ?? "counter"));
  const rows = await matching
    .select(orderColumns)
    .$if(cursor !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb("created_at", "<", cursor?.at ?? 0),
          eb.and([eb("created_at", "=", cursor?.at ?? 0), eb("id", "<", cursor?.id ?? "")]),
        ]),
      ),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit + 1)
    .execute();
  const { total } = await matching
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  return { rows, total };
};

/** The enabled categories, for the board's filter. */
export const enabledCategories = (db: Db, businessId: string) =>
  db
    .selectFrom("category")
    .select(["id", "name"])
    .where("business_id", "=", businessId)
    .where("status", "=", "enabled")
    .orderBy("name_key")
    .orderBy("id")
    .execute();

/** The orders the board shows: every one still to work, and the last finished ones. */
export const boardOrderRows = async (db: Db, businessId: string, shiftId: string, finishedShown: number) => {
  const ofShift = db
    .selectFrom("order")
    .select(orderColumns)
    .where("business_id", "=", businessId)
    .where("shift_id", "=", shiftId);
  const working = await ofShift.where("status", "in", openOrderStatuses).execute();
  const finished = await ofShift
    .where("status", "in", ["completed", "cancelled"])
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(finishedShown)
    .execute();
  return { working, finished };
};
