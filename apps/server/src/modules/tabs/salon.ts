import { centavosToPesos } from "@comanda/domain";
import { type salonView, tableStateOf } from "@comanda/domain/tabs";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { readRooms } from "../dining-room/index.ts";
import { joinedTableRows, openTabRows } from "./queries.ts";

/**
 * Decision 074: the tables whose tab was joined into one still open, with that tab (by the partial index
 * of migration 0030, so the business's history is not read).
 */
const readJoinedTables = async (db: Db, businessId: string) => {
  const rows = await joinedTableRows(db, businessId);
  return new Map(
    rows.map((row) => [
      row.table_id,
      { orderId: row.id, tabId: row.tab_id, tableName: row.table_name ?? "" },
    ]),
  );
};

/**
 * GET /salon (decision 051): the rooms and their tables, each with its open tab at a glance. Two
 * reads whatever the number of tables: the plans, and the business's open tabs (by the open-table index).
 */
export const readSalon = async (db: Db, businessId: string): Promise<z.output<typeof salonView>> => {
  const [rooms, tabs] = await Promise.all([readRooms(db, businessId), openTabRows(db, businessId)]);
  const byTable = new Map(tabs.map((tab) => [tab.table_id, tab]));
  const joinedTo = await readJoinedTables(db, businessId);
  return {
    rooms: rooms.map((room) => ({
      id: room.id,
      name: room.name,
      tables: room.tables.map((table) => {
        const row = byTable.get(table.id);
        const tab = row
          ? {
              orderId: row.id,
              turn: row.turn,
              status: row.status,
              guests: Number(row.guests ?? 0),
              waiterName: row.waiter_name ?? "",
              openedAt: Number(row.created_at),
              total: centavosToPesos(Number(row.total)),
              billRequestedAt: row.bill_requested_at === null ? null : Number(row.bill_requested_at),
            }
          : null;
        const joined = row ? null : (joinedTo.get(table.id) ?? null);
        return { ...table, state: tableStateOf(tab, joined), tab, joinedTo: joined };
      }),
    })),
  };
};
