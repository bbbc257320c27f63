import { nameKey } from "@comanda/domain";
import type { PlanValues, Room } from "@comanda/domain/dining-room";
import { AppError } from "../../errors.ts";
import {
  claimRoomVersion,
  deleteRoomTables,
  findRoom,
  insertPlanTables,
  keyTablesById,
  storedTables,
  updatePlanTable,
} from "./queries.ts";
import { type DiningRoomDeps, readRoom, roomNotFound } from "./service.ts";

const stale = () =>
  new AppError(
    "aborted",
    "Otra persona guardó este plano mientras lo editabas. Cargá el plano actual y volvé a hacer tus cambios.",
  );

/**
 * PUT /rooms/:id/plan: the room's tables become the plan's, in one transaction: new ones added, the
 * others moved, renamed or reshaped, those left out deleted. Only from the version the plan was drawn
 * from (compare-and-set on `room.version`), so a plan saved meanwhile is never overwritten unseen.
 */
export const savePlan = async (
  deps: DiningRoomDeps,
  businessId: string,
  roomId: string,
  plan: PlanValues,
): Promise<Room> => {
  const now = Date.now();
  await deps.database.db.transaction().execute(async (trx) => {
    // First, as it holds the room row: a second save of the same version waits, then finds it raised.
    const claimed = await claimRoomVersion(trx, businessId, roomId, plan.version, now);
    if (!claimed) {
      const exists = await findRoom(trx, businessId, roomId);
      throw exists ? stale() : roomNotFound();
    }
    const stored = new Map(
      (await storedTables(trx, businessId, roomId)).map((row) => [row.id, row.name_key]),
    );
    const kept = plan.tables.flatMap((table) => (table.id === undefined ? [] : [{ ...table, id: table.id }]));
    if (kept.some((table) => !stored.has(table.id)))
      throw new AppError("not-found", "Una de las mesas ya no está en este salón. Cargá el plano actual.");
    const keptIds = new Set(kept.map((table) => table.id));
    const removed = [...stored.keys()].filter((id) => !keptIds.has(id));
    if (removed.length) await deleteRoomTables(trx, businessId, roomId, removed);
    // The unique index is checked row by row on both engines: two tables swapping names would collide
    // half-way, so renamed tables first take their id (longer than any name) as a key of passage.
    const renamed = kept.filter((table) => stored.get(table.id) !== nameKey(table.name)).map((t) => t.id);
    if (renamed.length) await keyTablesById(trx, businessId, renamed);
    for (const table of kept) await updatePlanTable(trx, businessId, table, now);
    const added = plan.tables.filter((table) => table.id === undefined);
    if (added.length) await insertPlanTables(trx, businessId, roomId, added, now);
  });
  await deps.bus.publish(businessId, { entity: "rooms", id: roomId, op: "update" });
  return readRoom(deps, businessId, roomId);
};
