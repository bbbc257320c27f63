import { type OrderChange, openOrderStatuses } from "@comanda/domain";
import { sql } from "kysely";
import type { Db } from "../../../db/database.ts";
import { insertLineRows } from "../create/queries.ts";
import { inOpenShift, type LineFields, lineFieldColumns, orderColumns } from "../read/order-rows.ts";

/** An order as an edit reads it: its row, whether its shift is still open, the shift's turn counter. */
export const readEditable = (trx: Db, businessId: string, id: string) =>
  trx
    .selectFrom("order as o")
    .innerJoin("shift as s", "s.id", "o.shift_id")
    .select(orderColumns.map((column) => `o.${column}` as const))
    .select(["s.end_date as shift_end", "s.last_turn as shift_last_turn"])
    .where("o.business_id", "=", businessId)
    .where("o.id", "=", id)
    .executeTakeFirst();
export type EditableRow = NonNullable<Awaited<ReturnType<typeof readEditable>>>;

export const readLines = (trx: Db, businessId: string, id: string): Promise<LineFields[]> =>
  trx
    .selectFrom("order_line")
    .select(lineFieldColumns)
    .where("business_id", "=", businessId)
    .where("order_id", "=", id)
    .orderBy("position")
    .execute();

export type EditedFields = {
  turn: string;
  payment_method_id: string;
  payment_method_name: string;
  observation: string | null;
  /** centavos, as order-money.ts `moneyColumnsOf` gives them */
  subtotal: number;
  discount: number;
  surcharge: number;
  tip: number;
  total: number;
};

/**
 * The compare-and-set: only the version the client edited, only while the order is open and its shift
 * too. On PostgreSQL a concurrent edit or transition waits on the row and then finds the version moved.
 */
export const updateEdited = (
  trx: Db,
  target: { businessId: string; id: string; version: number },
  fields: EditedFields,
  changes: OrderChange[],
  now: number,
) =>
  trx
    .updateTable("order")
    .set({
      ...fields,
      version: sql<number>`version + 1`,
      updated_at: now,
      modified_at: now,
      changes: JSON.stringify(changes),
    })
    .where("business_id", "=", target.businessId)
    .where("id", "=", target.id)
    .where("version", "=", target.version)
    .where("status", "in", openOrderStatuses)
    .where(inOpenShift)
    .returning(orderColumns)
    .executeTakeFirst();

/** The order's lines become the new ones (positions restart at 0, as creation numbers them). */
export const replaceLines = async (trx: Db, businessId: string, id: string, lines: readonly LineFields[]) => {
  await trx
    .deleteFrom("order_line")
    .where("business_id", "=", businessId)
    .where("order_id", "=", id)
    .execute();
  await insertLineRows(
    trx,
    lines.map((line) => ({ order_id: id, business_id: businessId, ...line })),
  );
};
