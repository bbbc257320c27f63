import { nameKey, uuidv7 } from "@comanda/domain";
import type { DiningTable, PlanValues, Room } from "@comanda/domain/dining-room";
import type { Insertable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { DiningTableTable, RoomTable } from "../../db/schema-dining-room.ts";

type RoomRow = Pick<RoomTable, "id" | "name" | "created_at" | "updated_at"> & { version: number };
type TableRow = Pick<DiningTableTable, "id" | "room_id" | "name" | "seats" | "shape" | "x" | "y">;

const toTable = (row: TableRow): DiningTable => ({
  id: row.id,
  name: row.name,
  seats: Number(row.seats),
  shape: row.shape,
  x: Number(row.x),
  y: Number(row.y),
});

const toRoom = (row: RoomRow, tables: readonly TableRow[]): Room => ({
  id: row.id,
  name: row.name,
  version: Number(row.version),
  tables: tables.filter((table) => table.room_id === row.id).map(toTable),
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

/** The business's rooms, oldest first (the order of their tabs), each with its tables; or one room. */
export const readRooms = async (db: Db, businessId: string, roomId?: string): Promise<Room[]> => {
  let rooms = db
    .selectFrom("room")
    .select(["id", "name", "version", "created_at", "updated_at"])
    .where("business_id", "=", businessId);
  let tables = db
    .selectFrom("dining_table")
    .select(["id", "room_id", "name", "seats", "shape", "x", "y"])
    .where("business_id", "=", businessId);
  if (roomId !== undefined) {
    rooms = rooms.where("id", "=", roomId);
    tables = tables.where("room_id", "=", roomId);
  }
  const [roomRows, tableRows] = await Promise.all([
    rooms.orderBy("created_at").orderBy("id").execute(),
    tables.orderBy("created_at").orderBy("id").execute(),
  ]);
  return roomRows.map((row) => toRoom(row, tableRows));
};

/** The room's tables as stored, to tell a plan's kept, renamed and removed tables apart. */
export const storedTables = (db: Db, businessId: string, roomId: string) =>
  db
    .selectFrom("dining_table")
    .select(["id", "name_key"])
    .where("business_id", "=", businessId)
    .where("room_id", "=", roomId)
    .execute();

export const countRooms = (db: Db, businessId: string) =>
  db
    .selectFrom("room")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("business_id", "=", businessId)
    .executeTakeFirstOrThrow();

export const insertRoom = (db: Db, values: Insertable<RoomTable>) =>
  db.insertInto("room").values(values).execute();

/** A new name leaves the plan and its version as they are. */
export const renameRoomRow = (db: Db, businessId: string, id: string, name: string) =>
  db
    .updateTable("room")
    .set({ name, name_key: nameKey(name), updated_at: Date.now() })
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();

/**
 * A room goes with its tables, in one transaction. The room row is written first: that waits for a plan
 * being saved on it (which holds the row), so none of that plan's new tables is left behind. False when
 * there is no such room.
 */
export const deleteRoomWithTables = (db: Db, businessId: string, id: string) =>
  db.transaction().execute(async (trx) => {
    const held = await trx
      .updateTable("room")
      .set({ updated_at: Date.now() })
      .where("business_id", "=", businessId)
      .where("id", "=", id)
      .returning("id")
      .executeTakeFirst();
    if (!held) return false;
    await trx
      .deleteFrom("dining_table")
      .where("business_id", "=", businessId)
      .where("room_id", "=", id)
      .execute();
    await trx.deleteFrom("room").where("business_id", "=", businessId).where("id", "=", id).execute();
    return true;
  });

type PlanTableValues = PlanValues["tables"][number];

/** The columns a plan's table sets, whether it is new or already placed. */
const planTableColumns = (table: PlanTableValues) => ({
  name: table.name,
  name_key: nameKey(table.name),
  seats: table.seats,
  shape: table.shape,
  x: table.x,
  y: table.y,
});

/**
 * Raises the room's version if it is still the one the plan was drawn from; undefined when it is not (or
 * there is no such room). It holds the room row, so a second save of the same version waits for this one.
 */
export const claimRoomVersion = (trx: Db, businessId: string, roomId: string, version: number, now: number) =>
  trx
    .updateTable("room")
    .set((eb) => ({ version: eb("version", "+", 1), updated_at: now }))
    .where("business_id", "=", businessId)
    .where("id", "=", roomId)
    .where("version", "=", version)
    .returning("id")
    .executeTakeFirst();

export const findRoom = (trx: Db, businessId: string, roomId: string) =>
  trx
    .selectFrom("room")
    .select("id")
    .where("business_id", "=", businessId)
    .where("id", "=", roomId)
    .executeTakeFirst();

export const deleteRoomTables = (trx: Db, businessId: string, roomId: string, ids: readonly string[]) =>
  trx
    .deleteFrom("dining_table")
    .where("business_id", "=", businessId)
    .where("room_id", "=", roomId)
    .where("id", "in", ids)
    .execute();

/** The tables' ids become their name keys for a moment: a key of passage while names are swapped. */
export const keyTablesById = (trx: Db, businessId: string, ids: readonly string[]) =>
  trx
    .updateTable("dining_table")
    .set((eb) => ({ name_key: eb.ref("id") }))
    .where("business_id", "=", businessId)
    .where("id", "in", ids)
    .execute();

export const updatePlanTable = (
  trx: Db,
  businessId: string,
  table: PlanTableValues & { id: string },
  now: number,
) =>
  trx
    .updateTable("dining_table")
    .set({ ...planTableColumns(table), updated_at: now })
    .where("business_id", "=", businessId)
    .where("id", "=", table.id)
    .execute();

export const insertPlanTables = (
  trx: Db,
  businessId: string,
  roomId: string,
  tables: readonly PlanTableValues[],
  now: number,
) =>
  trx
    .insertInto("dining_table")
    .values(
      tables.map((table) => ({
        id: uuidv7(now),
        business_id: businessId,
        room_id: roomId,
        ...planTableColumns(table),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
