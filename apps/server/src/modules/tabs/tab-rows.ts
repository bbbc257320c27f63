import type { Db } from "../../db/database.ts";
import { AppError, notFound } from "../../errors.ts";
import { findTableRow } from "./queries.ts";

export const tableMissing = () => notFound("No encontramos esa mesa.");
export const tabMissing = () => notFound("No encontramos esa mesa abierta.");
export const tabClosed = () => new AppError("aborted", "La mesa ya se cerró.");

/** A dining table of the business, with its room's name for the tickets ("Salón · Mesa 4"). */
export const findTable = async (db: Db, businessId: string, tableId: string) => {
  const table = await findTableRow(db, businessId, tableId);
  if (!table) throw tableMissing();
  return table;
};

/** What the tab calls its table, with its room, as the kitchen's cards and tickets show it ('Mesa 4 · Salón'). */
export const tableLabel = (table: { name: string; room: string }) => `${table.name} · ${table.room}`;

/** Migration 0021's index: one open tab per table. */
export const openTableIndex = { name: "order_open_table_unique", table: "order", column: "table_id" };

export const tableTaken = (name: string) =>
  new AppError("aborted", `${name} ya tiene una mesa abierta.`, { table_id: `${name} ya está ocupada.` });
