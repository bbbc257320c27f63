import { orderStatusLabels } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import { AppError } from "../../../errors.ts";
import { openTurnHolder } from "./queries.ts";

/** Migration 0010: one turn per open order (pending, preparing, ready) of a shift. */
export const openTurnIndex = { name: "order_open_turn_unique", table: "order", column: "turn" };

/**
 * The refusal names the order holding the turn ("El turno 12 ya está en uso por un pedido
 * pendiente."), under the turn's field; the dialog then proposes the shift's next free number.
 */
export const turnTaken = async (db: Db, businessId: string, turn: string): Promise<AppError> => {
  const holder = await openTurnHolder(db, businessId, turn);
  const by = holder ? `un pedido ${orderStatusLabels[holder.status].toLowerCase()}` : "otro pedido abierto";
  const message = `El turno ${turn} ya está en uso por ${by}.`;
  return new AppError("aborted", message, { turn: message });
};

/** A turn the next one can follow: a plain number that fits the shift's counter. */
export const numericTurn = (turn: string) => (/^[0-9]{1,9}$/.test(turn) ? Number(turn) : 0);
