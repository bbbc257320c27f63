import type { Page, Shift, shiftListQuery } from "@comanda/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { createdAtCursor, decodeCursor, toPage } from "../../db/keyset.ts";
import { shiftColumns, shiftMissing, toShift } from "./rows.ts";

type ShiftListQuery = z.output<typeof shiftListQuery>;

/** docs/product.md#sales-history and #api: closed shifts, newest start first, keyset-paginated, with their count. */
export const listClosedShifts = async (
  db: Db,
  businessId: string,
  query: ShiftListQuery,
): Promise<Page<Shift>> => {
  const cursor = decodeCursor(query.cursor, createdAtCursor);
  const closed = db
    .selectFrom("shift")
    .where("business_id", "=", businessId)
    .where("status", "=", "inactive");
  const rows = await closed
    .select(shiftColumns)
    .$if(cursor !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb("start_date", "<", cursor?.at ?? 0),
          eb.and([eb("start_date", "=", cursor?.at ?? 0), eb("id", "<", cursor?.id ?? "")]),
        ]),
      ),
    )
    .orderBy("start_date", "desc")
    .orderBy("id", "desc")
    .limit(query.limit + 1)
    .execute();
  const { total } = await closed
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const page = toPage(rows, query.limit, (row) => ({ at: Number(row.start_date), id: row.id }), toShift);
  return { ...page, total: Number(total) };
};

/** One shift of the business, open or closed; another business's is "not found" (docs/product.md#data). */
export const getShift = async (db: Db, businessId: string, id: string): Promise<Shift> => {
  const row = await db
    .selectFrom("shift")
    .select(shiftColumns)
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw shiftMissing();
  return toShift(row);
};
