import { openOrderStatuses, orderStatusLabels } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import { AppError } from "../../../errors.ts";

/** Migration 0010: one turn per open order (pending, preparing, ready) of a shift. */
export const openTurnIndex = { name: "order_open_turn_unique", table: "order", column: "turn" };

/**
 * Issue 15: the refusal names the order holding the turn ("El turno 12 ya está en uso por un pedido
 * pendiente."), under the turn's field; the dialog then proposes the shift's next free number.
 */
export const turnTaken = async (db: Db, businessId: string, turn: string): Promise<AppError> => {
  const holder = await db
    .selectFrom("order as o")
    .innerJoin("shift as s", "s.id", "o.shift_id")
    .select("o.status")
    .where("o.business_id", "=", businessId)
    .where("s.end_date", "is", null)
    .where("o.turn", "=", turn)
    .where("o.status", "in", openOrderStatuses)
    .executeTakeFirst();
  const by = holder ? `un pedido ${orderStatusLabels[holder.status].toLowerCase()}` : "otro pedido abierto";
  const message = `El turno ${turn} ya está en uso por ${by}.`;
  return new AppError("aborted", message, { turn: message });
};
