import type { Order, Page } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import { createdAtCursor, decodeCursor, toPage } from "../../../db/keyset.ts";
import { getShift } from "../../shifts/index.ts";
import { type ShiftOrdersQuery, shiftOrderRows, withLines } from "./queries.ts";

/**
 * GET /shifts/:id/orders, a shift's orders for its detail (decision 020): newest first, optionally one status
 * and one type (decision 050).
 */
export const listShiftOrders = async (
  db: Db,
  businessId: string,
  shiftId: string,
  query: ShiftOrdersQuery,
): Promise<Page<Order>> => {
  const cursor = decodeCursor(query.cursor, createdAtCursor);
  await getShift(db, businessId, shiftId);
  const { rows, total } = await shiftOrderRows(db, { businessId, shiftId, query, cursor });
  const { items, nextCursor } = toPage(
    rows,
    query.limit,
    (row) => ({ at: Number(row.created_at), id: row.id }),
    (row) => row,
  );
  return { items: await withLines(db, businessId, items), nextCursor, total: Number(total) };
};
