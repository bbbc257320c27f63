import { businessDayCode, type Shift, uuidv7 } from "@comanda/domain";
import type { closeShiftInput, openShiftInput } from "@comanda/domain/cash";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { storedCentavos } from "../../db/money-sums.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../errors.ts";
import { checkCounts, type MethodLine, methodLines } from "./count.ts";
import {
  closeShiftRow,
  countOpenOrders,
  findOpenShiftRow,
  findShiftId,
  findShiftWithCode,
  insertShiftCount,
  insertShiftRow,
  lockShiftForUpdate,
} from "./register/queries.ts";
import { shiftMissing, toShift } from "./rows.ts";

export type ShiftDeps = Pick<AppContext, "database" | "bus">;
/** Who opens or closes the shift, from the session: the shift keeps the name as it was then. */
export type ShiftUser = { id: string; name: string };

const oneOpen = { name: "shift_one_open_unique", table: "shift", column: "business_id" };

/** The row without an end date, never a date: a shift that runs past midnight stays current (docs/product.md#rules). */
export const findOpenShift = async (db: Db, businessId: string): Promise<Shift | null> => {
  const row = await findOpenShiftRow(db, businessId);
  return row ? toShift(row) : null;
};

/** docs/product.md#rules: the Buenos Aires date, with the time when a shift of that date already exists. */
const codeFor = async (db: Db, businessId: string, now: number) => {
  const day = businessDayCode(now);
  const taken = await findShiftWithCode(db, businessId, day);
  return taken ? businessDayCode(now, true) : day;
};

const insertShift = async (
  db: Db,
  businessId: string,
  user: ShiftUser,
  cashFloat: number,
): Promise<Shift> => {
  const now = Date.now();
  const row = await insertShiftRow(db, {
    id: uuidv7(now),
    business_id: businessId,
    code: await codeFor(db, businessId, now),
    status: "active",
    start_date: now,
    end_date: null,
    cash_float: cashFloat,
    opened_by: user.id,
    opened_by_name: user.name,
    created_at: now,
    updated_at: now,
  });
  return toShift(row);
};

/**
 * 'Iniciar turno'. Two devices pressing together open one shift: the insert always goes first and the
 * unique index on the open shift decides; the loser answers the shift that is open (`created` false → 200).
 */
export const openShift = async (
  deps: ShiftDeps,
  businessId: string,
  user: ShiftUser,
  input: z.output<typeof openShiftInput> = { cash_float: 0 },
): Promise<{ shift: Shift; created: boolean }> => {
  const { db } = deps.database;
  // The open shift may close between the refused insert and the read: then the next insert may win.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const shift = await insertShift(db, businessId, user, input.cash_float);
      await deps.bus.publish(businessId, { entity: "shifts", id: shift.id, op: "insert" });
      return { shift, created: true };
    } catch (error) {
      if (!isUniqueViolation(error, oneOpen)) throw error;
    }
    const open = await findOpenShift(db, businessId);
    if (open) return { shift: open, created: false };
  }
  throw new AppError("unavailable", "No pudimos iniciar el turno. Volvé a intentar.");
};

const pendingMessage = (count: number) =>
  count === 1
    ? "No se puede cerrar el turno: queda 1 pedido sin completar ni cancelar."
    : `No se puede cerrar el turno: quedan ${count} pedidos sin completar ni cancelar.`;

/** The count (arqueo) as stored with the closed shift: expected, counted and their difference per method. */
const storeCount = async (
  trx: Db,
  businessId: string,
  shiftId: string,
  lines: MethodLine[],
  counted: Map<string, number>,
) => {
  if (lines.length === 0) return;
  await insertShiftCount(
    trx,
    lines.map((line) => {
      const amount = BigInt(counted.get(line.paymentMethodId) ?? 0);
      return {
        shift_id: shiftId,
        payment_method_id: line.paymentMethodId,
        business_id: businessId,
        name: line.name,
        is_cash: line.isCash ? 1 : 0,
        expected: storedCentavos(line.expected),
        counted: storedCentavos(amount),
        difference: storedCentavos(amount - line.expected),
      };
    }),
  );
};

/**
 * 'Cerrar turno' with the count, in one transaction: the shift row is locked and updated first (on
 * PostgreSQL `for update`, which makes an order being created, edited or completed in it, or a cash
 * movement, wait: they lock the open shift too),
 * then its open orders are counted; any left roll the close back (docs/product.md#rules: the message names how many).
 * The count's expected amounts come from the running totals per method (a handful of rows whatever the
 * shift's size); every line must be counted, and the count is stored once: a closed shift never reopens.
 */
export const closeShift = async (
  deps: ShiftDeps,
  businessId: string,
  id: string,
  user: ShiftUser,
  input: z.output<typeof closeShiftInput>,
): Promise<Shift> => {
  const shift = await deps.database.db.transaction().execute(async (trx) => {
    const now = Date.now();
    // PostgreSQL: orders being created hold the open shift `for key share`, which a plain update does not
    // wait for; `for update` does, and makes orders that come after it wait and then find it closed.
    if (deps.database.dialect === "postgres") await lockShiftForUpdate(trx, businessId, id);
    const row = await closeShiftRow(trx, businessId, id, user, input.note, now);
    if (!row) {
      const exists = await findShiftId(trx, businessId, id);
      throw exists ? new AppError("aborted", "El turno ya está cerrado.") : shiftMissing();
    }
    const { n: open } = await countOpenOrders(trx, businessId, id);
    if (Number(open) > 0) throw new AppError("aborted", pendingMessage(Number(open)));
    const lines = await methodLines(trx, businessId, { id, cashFloat: Number(row.cash_float) });
    const counted = checkCounts(lines, input.counts);
    await storeCount(trx, businessId, id, lines, counted);
    return toShift(row);
  });
  await deps.bus.publish(businessId, { entity: "shifts", id, op: "update" });
  return shift;
};
