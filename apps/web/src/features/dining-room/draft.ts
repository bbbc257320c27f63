import type { DiningTable, PlanInput, Room } from "@comanda/domain/dining-room";
import { placeInside, type TableShape } from "@comanda/domain/dining-room-plan";

/** A table as the plan editor holds it: `key` is its id, or a made-up one until the plan is saved. */
export type DraftTable = Omit<DiningTable, "id"> & { key: string; id?: string };

/** Unsaved changes to one room's plan, and the version they were drawn from. */
export type Draft = { version: number; tables: DraftTable[] };

export type TableValues = { name: string; seats: number; shape: TableShape };

export const draftOf = (room: Room): Draft => ({
  version: room.version,
  tables: room.tables.map((table) => ({ ...table, key: table.id })),
});

export const planOf = (draft: Draft): PlanInput => ({
  version: draft.version,
  tables: draft.tables.map(({ key: _key, ...table }) => table),
});

/** The table moved to (x, y), kept whole inside the plan. */
export const moved = (table: DraftTable, x: number, y: number): DraftTable => ({
  ...table,
  ...placeInside({ ...table, x, y }),
});

export const replaced = (draft: Draft, table: DraftTable): Draft => ({
  ...draft,
  tables: draft.tables.map((each) => (each.key === table.key ? table : each)),
});
