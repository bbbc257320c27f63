import { AppError } from "../../errors.ts";

/** How the stock reads now, after "El stock cambió mientras editabas: " ("ahora es 7"). */
export type StockNow = string;

/**
 * Decision 019: the edit dialog sends the stock it loaded (`seen`), so a save never writes back units
 * sold while it was open. Called with the row locked (PostgreSQL) or inside SQLite's single writer, it
 * returns the stock to write: the typed one when nothing moved (or the client sent nothing, as before),
 * the current one when it moved and the person left the field as loaded. When both moved, the person's
 * figure was computed from a stock that is gone: 409 under the quantity field, naming the stock now.
 */
export const settleStock = <Q extends number | null>(
  current: Q,
  typed: Q,
  seen: Q | undefined,
  describeNow: (current: Q) => StockNow,
): Q => {
  if (seen === undefined || current === seen) return typed;
  if (typed === seen) return current;
  const message = `El stock cambió mientras editabas: ${describeNow(current)}. Revisá la cantidad y guardá de nuevo.`;
  throw new AppError("aborted", message, { quantity: message });
};
