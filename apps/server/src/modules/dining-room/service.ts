import { nameKey, uuidv7 } from "@comanda/domain";
import { MAX_ROOMS, type Room, type RoomValues } from "@comanda/domain/dining-room";
import type { AppContext } from "../../context.ts";
import { isUniqueViolation, nameIndex } from "../../db/unique-violation.ts";
import { AppError, notFound } from "../../errors.ts";
import { countRooms, deleteRoomWithTables, insertRoom, readRooms, renameRoomRow } from "./queries.ts";

export type DiningRoomDeps = Pick<AppContext, "database" | "bus">;

export const roomNotFound = () => notFound("No encontramos ese salón.");
const duplicate = "Ya existe un salón con ese nombre.";

/** The unique index decides, so two rooms created at once with one name cannot both be. */
const guardName = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, nameIndex("room"))) throw error;
    throw new AppError("aborted", duplicate, { name: duplicate });
  }
};

export const readRoom = async (deps: DiningRoomDeps, businessId: string, id: string): Promise<Room> => {
  const [found] = await readRooms(deps.database.db, businessId, id);
  if (!found) throw roomNotFound();
  return found;
};

export const listRooms = (deps: DiningRoomDeps, businessId: string) =>
  readRooms(deps.database.db, businessId);

export const createRoom = async (deps: DiningRoomDeps, businessId: string, input: RoomValues) => {
  const { db } = deps.database;
  const { n } = await countRooms(db, businessId);
  // A soft limit (two creations at once may pass it by one): the screen and GET /rooms read every room.
  if (Number(n) >= MAX_ROOMS)
    throw new AppError("aborted", `Un negocio puede tener hasta ${MAX_ROOMS} salones.`);
  const now = Date.now();
  const id = uuidv7(now);
  await guardName(() =>
    insertRoom(db, {
      id,
      business_id: businessId,
      name: input.name,
      name_key: nameKey(input.name),
      version: 0,
      created_at: now,
      updated_at: now,
    }),
  );
  await deps.bus.publish(businessId, { entity: "rooms", id, op: "insert" });
  return readRoom(deps, businessId, id);
};

/** A new name leaves the plan and its version as they are: it cannot undo anyone's tables. */
export const renameRoom = async (deps: DiningRoomDeps, businessId: string, id: string, input: RoomValues) => {
  const renamed = await guardName(() => renameRoomRow(deps.database.db, businessId, id, input.name));
  if (!renamed) throw roomNotFound();
  await deps.bus.publish(businessId, { entity: "rooms", id, op: "update" });
  return readRoom(deps, businessId, id);
};

/**
 * A room goes with its tables, in one transaction. The room row is written first: that waits for a plan
 * being saved on it (which holds the row), so none of that plan's new tables is left behind.
 */
export const deleteRoom = async (deps: DiningRoomDeps, businessId: string, id: string) => {
  const deleted = await deleteRoomWithTables(deps.database.db, businessId, id);
  if (!deleted) throw roomNotFound();
  await deps.bus.publish(businessId, { entity: "rooms", id, op: "delete" });
};
