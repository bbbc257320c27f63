import type { Order, Shift } from "@comanda/domain";
import type { BoardStation, StationRouting } from "@comanda/domain/stations";
import type { Db } from "../../../db/database.ts";
import { findOpenShift } from "../../shifts/index.ts";
import { enabledStations, readRouting } from "../../stations/index.ts";
import { boardOrderRows, enabledCategories, withLines } from "./queries.ts";

/** Finished orders the board keeps showing, so a card just completed or cancelled does not vanish. */
export const FINISHED_ON_BOARD = 30;

export type Board = {
  shift: Shift | null;
  orders: Order[];
  categories: { id: string; name: string }[];
  /** decision 046: the enabled stations, oldest first (the first takes unassigned lines), and who makes what */
  stations: BoardStation[];
  routing: StationRouting;
};

const newestFirst = (a: { created_at: number; id: string }, b: { created_at: number; id: string }) =>
  Number(b.created_at) - Number(a.created_at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * GET /board (docs/product.md#orders-board): the open shift, every order still to work plus the last finished
 * ones, newest first, and the enabled categories for the board's filter. No open shift, no orders.
 */
export const getBoard = async (db: Db, businessId: string): Promise<Board> => {
  const shift = await findOpenShift(db, businessId);
  const categories = await enabledCategories(db, businessId);
  const [stationRows, routing] = await Promise.all([
    enabledStations(db, businessId),
    readRouting(db, businessId),
  ]);
  const stations = stationRows.map((row) => ({
    id: row.id,
    name: row.name,
    hasPrinter: row.printer_host !== null,
  }));
  if (!shift) return { shift: null, orders: [], categories, stations, routing };
  const { working, finished } = await boardOrderRows(db, businessId, shift.id, FINISHED_ON_BOARD);
  const rows = [...working, ...finished].sort(newestFirst);
  const orders = await withLines(db, businessId, rows);
  return { shift, orders, categories, stations, routing };
};
