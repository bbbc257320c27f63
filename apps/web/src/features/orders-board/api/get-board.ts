import { queryOptions, useQuery } from "@tanstack/react-query";
import { board } from "@/entities/order/board";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { shareOrders } from "./board-cache";
import { updateBoardLive } from "./board-live";

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
