import { nameKey, uuidv7 } from "@comanda/domain";
import type { PlanValues, Room } from "@comanda/domain/dining-room";
import { AppError } from "../../errors.ts";
import { storedTables } from "./queries.ts";
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
    const claimed = await trx
      .updateTable("room")
      .set((eb) => ({ version: eb("version", "+", 1), updated_at: now }))
      .where("business_id", "=", businessId)
      .where("id", "=", roomId)
      .where("version", "=", plan.version)
      .returning("id")
      .executeTakeFirst();
    if (!claimed) {
      const exists = await trx
        .selectFrom("room")
        .select("id")
        .where("business_id", "=", businessId)
        .where("id", "=", roomId)
        .executeTakeFirst();
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
    if (removed.length)
      await trx
        .deleteFrom("dining_table")
        .where("business_id", "=", businessId)
        .where("room_id", "=", roomId)
        .where("id", "in", removed)
        .execute();
    // The unique index is checked row by row on both engines: two tables swapping names would collide
    // half-way, so renamed tables first take their id (longer than any name) as a key of passage.
    const renamed = kept.filter((table) => stored.get(table.id) !== nameKey(table.name)).map((t) => t.id);
    if (renamed.length)
      await trx
        .updateTable("dining_table")
        .set((eb) => ({ name_key: eb.ref("id") }))
        .where("business_id", "=", businessId)
        .where("id", "in", renamed)
        .execute();
    for (const table of kept)
      await trx
        .updateTable("dining_table")
        .set({
          name: table.name,
          name_key: nameKey(table.name),
          seats: table.seats,
          shape: table.shape,
          x: table.x,
          y: table.y,
          updated_at: now,
        })
        .where("business_id", "=", businessId)
        .where("id", "=", table.id)
        .execute();
    const added = plan.tables.filter((table) => table.id === undefined);
    if (added.length)
      await trx
        .insertInto("dining_table")
        .values(
          added.map((table) => ({
            id: uuidv7(now),
            business_id: businessId,
            room_id: roomId,
            name: table.name,
            name_key: nameKey(table.name),
            seats: table.seats,
            shape: table.shape,
            x: table.x,
            y: table.y,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
  });
  await deps.bus.publish(businessId, { entity: "rooms", id: roomId, op: "update" });
  return readRoom(deps, businessId, roomId);
};
