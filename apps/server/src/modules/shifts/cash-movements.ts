import { centavosToPesos, uuidv7 } from "@comanda/domain";
import type { CashMovement, cashMovementInput } from "@comanda/domain/cash";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../errors.ts";
import { shiftForCount } from "./count.ts";
import { cashMovementsOf, insertCashMovement, touchOpenShift } from "./register/queries.ts";
import type { ShiftDeps, ShiftUser } from "./service.ts";

type MovementRow = Awaited<ReturnType<typeof cashMovementsOf>>[number];

export const toCashMovement = (row: MovementRow): CashMovement => ({
  id: row.id,
  kind: row.kind,
  amount: centavosToPesos(Number(row.amount)),
  reason: row.reason,
  userName: row.user_name,
  createdAt: Number(row.created_at),
});

export const shiftAlreadyClosed = () => new AppError("aborted", "El turno ya está cerrado.");

/** GET /shifts/:id/cash-movements, oldest first (the order they happened in the register). */
export const listCashMovements = async (db: Db, businessId: string, shiftId: string) => {
  await shiftForCount(db, businessId, shiftId);
  return (await cashMovementsOf(db, businessId, shiftId)).map(toCashMovement);
};

/**
 * Cash into or out of the register (decision 020), only while the shift is open. The shift row is
 * touched first in the transaction: the close updates it first too, so a movement and a close are ordered
 * and the count never misses a movement written meanwhile.
 */
export const addCashMovement = async (
  deps: ShiftDeps,
  businessId: string,
  shiftId: string,
  user: ShiftUser,
  input: z.output<typeof cashMovementInput>,
): Promise<CashMovement> => {
  const movement = await deps.database.db.transaction().execute(async (trx) => {
    const now = Date.now();
    const open = await touchOpenShift(trx, businessId, shiftId, now);
    if (!open) {
      await shiftForCount(trx, businessId, shiftId);
      throw shiftAlreadyClosed();
    }
    const row = await insertCashMovement(trx, {
      id: uuidv7(now),
      business_id: businessId,
      shift_id: shiftId,
      kind: input.kind,
      amount: input.amount,
      reason: input.reason,
      user_id: user.id,
      user_name: user.name,
      created_at: now,
    });
    return toCashMovement(row);
  });
  await deps.bus.publish(businessId, { entity: "shifts", id: shiftId, op: "update" });
  return movement;
};
