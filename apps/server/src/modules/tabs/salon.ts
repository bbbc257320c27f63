import { centavosToPesos, openOrderStatuses } from "@comanda/domain";
import { type SalonView, tableStateOf } from "@comanda/domain/tabs";
import type { Db } from "../../db/database.ts";
import { readRooms } from "../dining-room/queries.ts";

/**
 * GET /salon (issue 19 point 3): the rooms and their tables, each with its open tab at a glance. Two
 * reads whatever the number of tables: the plans, and the business's open tabs (by the open-table index).
 */
export const readSalon = async (db: Db, businessId: string): Promise<SalonView> => {
  const [rooms, tabs] = await Promise.all([
    readRooms(db, businessId),
    db
      .selectFrom("order")
      .select([
        "id",
        "turn",
        "status",
        "table_id",
        "guests",
        "waiter_name",
        "created_at",
        "total",
        "bill_requested_at",
      ])
      .where("business_id", "=", businessId)
      .where("table_id", "is not", null)
      .where("status", "in", openOrderStatuses)
      .execute(),
  ]);
  const byTable = new Map(tabs.map((tab) => [tab.table_id, tab]));
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
        return { ...table, state: tableStateOf(tab), tab };
      }),
    })),
  };
};
