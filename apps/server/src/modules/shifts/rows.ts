import { centavosToPesos, type Shift, totalFromCentavos } from "@comanda/domain";
import type { Selectable } from "kysely";
import { bigintText } from "../../db/money-sums.ts";
import type { ShiftTable } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";

export type ShiftRow = Selectable<ShiftTable>;

export const shiftMissing = () => notFound("No encontramos ese turno.");

/** The columns a shift's answer is made of. */
export const shiftColumns = [
  "id",
  "code",
  "status",
  "start_date",
  "end_date",
  "total_orders",
  // Decision 068: a running total past 2^53 centavos is read exactly.
  bigintText("total_amount").as("total_amount"),
  "last_turn",
  "cash_float",
  "opened_by_name",
  "closed_by_name",
] as const;

type ShiftColumnName = Exclude<(typeof shiftColumns)[number], object>;
export type ShiftAnswerRow = Pick<ShiftRow, ShiftColumnName> & { total_amount: string | number };

/** Storage → API: money in pesos; the dialog prefills the turn after the highest one given (docs/product.md#rules). */
export const toShift = (row: ShiftAnswerRow): Shift => ({
  id: row.id,
  code: row.code,
  status: row.status,
  startDate: Number(row.start_date),
  endDate: row.end_date === null ? null : Number(row.end_date),
  totalOrders: Number(row.total_orders),
  totalAmount: totalFromCentavos(row.total_amount),
  cashFloat: centavosToPesos(Number(row.cash_float)),
  nextTurn: String(Number(row.last_turn) + 1),
  openedByName: row.opened_by_name,
  closedByName: row.closed_by_name,
});
