import { order, shift } from "@comanda/domain";
import { boardStation, stationRouting } from "@comanda/domain/stations";
import { z } from "zod";

/** GET /board: the open shift, its working orders and the last finished ones, and the category filter's choices. */
export const board = z.object({
  shift: shift.nullable(),
  orders: z.array(order),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  /** the enabled stations, oldest first, and which makes what (domain `linesByStation`, decision 046) */
  stations: z.array(boardStation),
  routing: stationRouting,
});
export type Board = z.infer<typeof board>;
export type BoardCategory = Board["categories"][number];
