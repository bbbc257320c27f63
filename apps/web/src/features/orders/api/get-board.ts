import { order, shift } from "@comanda/domain";
import { boardStation, stationRouting } from "@comanda/domain/stations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { shareOrders } from "./board-cache";
import { updateBoardLive } from "./board-live";

/** GET /board: the open shift, its working orders and the last finished ones, and the category filter's choices. */
export const board = z.object({
  shift: shift.nullable(),
  orders: z.array(order),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  /** issue 18: the enabled stations, oldest first, and which makes what (domain `linesByStation`) */
  stations: z.array(boardStation),
  routing: stationRouting,
});
export type Board = z.infer<typeof board>;
export type BoardCategory = Board["categories"][number];

export const getBoard = (signal?: AbortSignal) => apiGet("/board", { signal, schema: board });

/** Order and shift events patch the cached board (board-live.ts) rather than fetch it whole again. */
export const boardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.orders.board,
    queryFn: ({ signal }) => getBoard(signal),
    meta: { liveUpdate: updateBoardLive },
    structuralSharing: shareOrders,
  });

export const useBoard = () => useQuery(boardQueryOptions());
