import type { Order, Page, shiftOrdersQuery } from "@comanda/domain";
import type { z } from "zod";
import type { Db } from "../../../db/database.ts";
import { createdAtCursor, decodeCursor, toPage } from "../../../db/keyset.ts";
import { orderColumns, withLines } from "./order-rows.ts";
import { getShift } from "../../shifts/history.ts";

type ShiftOrdersQuery = z.output<typeof shiftOrdersQuery>;

/** A shift's orders for its detail (issue 9, point 6): newest first, optionally one status and one type (issue 19). */
export const listShiftOrders = async (
  db: Db,
  businessId: string,
  shiftId: string,
  query: ShiftOrdersQuery,
): Promise<Page<Order>> => {
  const cursor = decodeCursor(query.cursor, createdAtCursor);
  await getShift(db, businessId, shiftId);
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
  const { items, nextCursor } = toPage(
    rows,
    query.limit,
    (row) => ({ at: Number(row.created_at), id: row.id }),
    (row) => row,
  );
  return { items: await withLines(db, businessId, items), nextCursor, total: Number(total) };
};
