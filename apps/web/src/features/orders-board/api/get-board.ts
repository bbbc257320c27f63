import { queryOptions, usePrefetchQuery, useQuery } from "@tanstack/react-query";
import { lanesFrom, preloadLanes } from "@/components/lazy-window-lanes";
import { board } from "@/entities/order/board";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { shareOrders } from "./board-cache";
import { updateBoardLive } from "./board-live";

export const getBoard = (signal?: AbortSignal) => apiGet("/board", { signal, schema: board });

/**
 * The board, once what draws it is here: a busy one (decision 092) waits for the lanes' chunk, a few
 * milliseconds from the cache, rather than draw a screen of cards first and mount them again (decision 094).
 */
const boardWithItsLanes = async (signal: AbortSignal) => {
  const data = await getBoard(signal);
  if (data.orders.length > lanesFrom) await preloadLanes().catch(() => undefined);
  return data;
};

/** Order and shift events patch the cached board (board-live.ts) rather than fetch it whole again. */
export const boardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.orders.board,
    queryFn: ({ signal }) => boardWithItsLanes(signal),
    meta: { liveUpdate: updateBoardLive },
    structuralSharing: shareOrders,
  });

/**
 * Decision 094: the fetch starts as the page renders, not when React commits it, which it may hold while a
 * chunk downloads or a revealed boundary waits.
 */
export const useBoard = () => {
  usePrefetchQuery(boardQueryOptions());
  return useQuery(boardQueryOptions());
};
