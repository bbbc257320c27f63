import type { Page, Shift, shiftListQuery } from "@comanda/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { createdAtCursor, decodeCursor, toPage } from "../../db/keyset.ts";
import { countClosedShifts, findShiftRow, selectClosedShiftPage } from "./queries.ts";
import { shiftMissing, toShift } from "./rows.ts";

type ShiftListQuery = z.output<typeof shiftListQuery>;

/** docs/product.md#sales-history and #api: closed shifts, newest start first, keyset-paginated, with their count. */
export const listClosedShifts = async (
  db: Db,
  businessId: string,
  query: ShiftListQuery,
): Promise<Page<Shift>> => {
  const cursor = decodeCursor(query.cursor, createdAtCursor);
  const rows = await selectClosedShiftPage(db, businessId, cursor, query.limit);
  const { total } = await countClosedShifts(db, businessId);
  const page = toPage(rows, query.limit, (row) => ({ at: Number(row.start_date), id: row.id }), toShift);
  return { ...page, total: Number(total) };
};

/** One shift of the business, open or closed; another business's is "not found" (docs/product.md#data). */
export const getShift = async (db: Db, businessId: string, id: string): Promise<Shift> => {
  const row = await findShiftRow(db, businessId, id);
  if (!row) throw shiftMissing();
  return toShift(row);
};
