import type { TableShape } from "@comanda/domain/dining-room-plan";
import type { Generated } from "kysely";

// Decision 049's tables (migration 0020): the rooms and the tables on their plans.

export type RoomTable = {
  id: string;
  business_id: string;
  name: string;
  /** normalised lowercase name, unique per business */
  name_key: string;
  /** raised by every saved plan (compare-and-set); 0 when created */
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};

/** A table of a room; its centre (x, y) is in plan units (domain `PLAN`). */
export type DiningTableTable = {
  id: string;
  business_id: string;
  room_id: string;
  name: string;
  /** unique per room */
  name_key: string;
  seats: number;
  shape: TableShape;
  x: number;
  y: number;
  created_at: number;
  updated_at: number;
};
