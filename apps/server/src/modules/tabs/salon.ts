import { centavosToPesos } from "@comanda/domain";
import { type salonView, type TabRound, tableStateOf } from "@comanda/domain/tabs";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { readRooms } from "../dining-room/index.ts";
import { joinedTableRows, openTabRows } from "./queries.ts";
import { roundRows } from "./round-rows.ts";

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

type JoinedTables = Awaited<ReturnType<typeof readJoinedTables>>;

/**
 * Decision 084: each open tab's rounds, with those of the tabs joined into it (named by their table), in one
 * read by the rounds' index.
 */
const readRounds = async (
  db: Db,
  businessId: string,
  openIds: readonly string[],
  joined: JoinedTables,
  tableNames: ReadonlyMap<string, string>,
) => {
  const joinedInto = new Map(
    [...joined].map(([tableId, tab]) => [
      tab.orderId,
      { tabId: tab.tabId, table: tableId === null ? undefined : tableNames.get(tableId) },
    ]),
  );
  const rounds = new Map<string, TabRound[]>();
  for (const row of await roundRows(db, businessId, [...openIds, ...joinedInto.keys()])) {
    const into = joinedInto.get(row.order_id);
    const tabId = into?.tabId ?? row.order_id;
    const list = rounds.get(tabId) ?? [];
    list.push({
      id: row.id,
      sentAt: Number(row.created_at),
      sentById: row.created_by,
      sentByName: row.created_by_name,
      fromTable: into ? (into.table ?? "otra mesa") : null,
    });
    rounds.set(tabId, list);
  }
  return rounds;
};

/**
 * GET /salon (decision 051): the rooms and their tables, each with its open tab at a glance and its rounds
 * (decision 084). The same few reads whatever the number of tables: the plans, the business's open tabs (by
 * the open-table index), the joined ones and their rounds.
 */
export const readSalon = async (db: Db, businessId: string): Promise<z.output<typeof salonView>> => {
  const [rooms, tabs] = await Promise.all([readRooms(db, businessId), openTabRows(db, businessId)]);
  const byTable = new Map(tabs.map((tab) => [tab.table_id, tab]));
  const joinedTo = await readJoinedTables(db, businessId);
  const tableNames = new Map(rooms.flatMap((room) => room.tables.map((table) => [table.id, table.name])));
  const rounds = await readRounds(
    db,
    businessId,
    tabs.map((tab) => tab.id),
    joinedTo,
    tableNames,
  );
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
              rounds: rounds.get(row.id) ?? [],
            }
          : null;
        const joined = row ? null : (joinedTo.get(table.id) ?? null);
        return { ...table, state: tableStateOf(tab, joined), tab, joinedTo: joined };
      }),
    })),
  };
};
