import { businessDayCode, openOrderStatuses, type Shift, uuidv7 } from "@comanda/domain";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { shiftColumns, toShift } from "./rows.ts";

export type ShiftDeps = Pick<AppContext, "database" | "bus">;
/** Who opens or closes the shift, from the session: the shift keeps the name as it was then. */
export type ShiftUser = { id: string; name: string };

const oneOpen = { name: "shift_one_open_unique", table: "shift", column: "business_id" };

export const shiftMissing = () => notFound("No encontramos ese turno.");

/** The row without an end date, never a date: a shift that runs past midnight stays current (DESIGN §5). */
export const findOpenShift = async (db: Db, businessId: string): Promise<Shift | null> => {
  const row = await db
    .selectFrom("shift")
    .select(shiftColumns)
    .where("business_id", "=", businessId)
    .where("end_date", "is", null)
    .executeTakeFirst();
  return row ? toShift(row) : null;
};

/** DESIGN §5: the Buenos Aires date, with the time when a shift of that date already exists. */
const codeFor = async (db: Db, businessId: string, now: number) => {
  const day = businessDayCode(now);
  const taken = await db
    .selectFrom("shift")
    .select("id")
    .where("business_id", "=", businessId)
    .where("code", "=", day)
    .limit(1)
    .executeTakeFirst();
  return taken ? businessDayCode(now, true) : day;
};

const insertShift = async (db: Db, businessId: string, user: ShiftUser): Promise<Shift> => {
  const now = Date.now();
  const row = await db
    .insertInto("shift")
    .values({
      id: uuidv7(now),
      business_id: businessId,
      code: await codeFor(db, businessId, now),
      status: "active",
      start_date: now,
      end_date: null,
      opened_by: user.id,
      opened_by_name: user.name,
      created_at: now,
      updated_at: now,
    })
    .returning(shiftColumns)
    .executeTakeFirstOrThrow();
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
): Promise<{ shift: Shift; created: boolean }> => {
  const { db } = deps.database;
  // The open shift may close between the refused insert and the read: then the next insert may win.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const shift = await insertShift(db, businessId, user);
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

/**
 * 'Cerrar turno', in one transaction: the shift row is updated first (on PostgreSQL its lock makes an
 * order being created in it wait: a creation ends by locking the open shift `for share`), then its open
 * orders are counted; any left roll the close back (DESIGN §5: the message names how many).
 */
export const closeShift = async (
  deps: ShiftDeps,
  businessId: string,
  id: string,
  user: ShiftUser,
): Promise<Shift> => {
  const shift = await deps.database.db.transaction().execute(async (trx) => {
    const now = Date.now();
    const row = await trx
      .updateTable("shift")
      .set({
        status: "inactive",
        end_date: now,
        closed_by: user.id,
        closed_by_name: user.name,
        updated_at: now,
      })
      .where("business_id", "=", businessId)
      .where("id", "=", id)
      .where("end_date", "is", null)
      .returning(shiftColumns)
      .executeTakeFirst();
    if (!row) {
      const exists = await trx
        .selectFrom("shift")
        .select("id")
        .where("business_id", "=", businessId)
        .where("id", "=", id)
        .executeTakeFirst();
      throw exists ? new AppError("aborted", "El turno ya está cerrado.") : shiftMissing();
    }
    const { open } = await trx
      .selectFrom("order")
      .select((eb) => eb.fn.countAll<number>().as("open"))
      .where("business_id", "=", businessId)
      .where("shift_id", "=", id)
      .where("status", "in", openOrderStatuses)
      .executeTakeFirstOrThrow();
    if (Number(open) > 0) throw new AppError("aborted", pendingMessage(Number(open)));
    return toShift(row);
  });
  await deps.bus.publish(businessId, { entity: "shifts", id, op: "update" });
  return shift;
};
