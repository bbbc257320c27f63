import { type ChangeEvent, order, shift as shiftSchema } from "@comanda/domain";
import type { QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { Board } from "@/entities/order/board";
import { apiGet } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";
import { queryKeys } from "@/lib/query-keys";
import { withOrder, withoutOrder, withShift } from "./board-cache";

const boardKey = queryKeys.orders.board;

/** GET /orders/:id, checked on its own: the board's 200 other orders are not parsed again. */
export const getOrder = (id: string) => apiGet(`/orders/${encodeURIComponent(id)}`, { schema: order });

// The domain's `currentShift`, declared here: using it would grow the chunk every screen shares.
const currentShift = z.object({ shift: shiftSchema.nullable() });
const getCurrentShift = () => apiGet("/shifts/current", { schema: currentShift });

const refetchBoard = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: boardKey });

const boardFetching = (queryClient: QueryClient) => queryClient.isFetching({ queryKey: boardKey }) > 0;

/** Resolves once no whole-board fetch is in flight. */
const boardFetched = (queryClient: QueryClient) =>
  new Promise<void>((resolve) => {
    if (!boardFetching(queryClient)) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (boardFetching(queryClient)) return;
      stop();
      resolve();
    });
  });

/**
 * Applies a change to the cached board. A whole-board fetch begun before the change could answer without
 * it, so the change waits for that answer and goes on top (applying it twice changes nothing).
 */
const patchBoard = async (queryClient: QueryClient, patch: (board: Board) => Board) => {
  await boardFetched(queryClient);
  const board = queryClient.getQueryData<Board>(boardKey);
  if (!board) return;
  // The same board is no change: setting it would still tell every observer, and the page would render again.
  const next = patch(board);
  if (next !== board) queryClient.setQueryData<Board>(boardKey, next);
};

/** One order changed (created, moved on, edited, finished, deleted): fetch it alone and put it on the board. */
export const refreshBoardOrder = async (queryClient: QueryClient, id: string, deleted = false) => {
  if (deleted) return patchBoard(queryClient, (board) => withoutOrder(board, id));
  try {
    const changed = await getOrder(id);
    return patchBoard(queryClient, (board) => withOrder(board, changed));
  } catch (error) {
    if (isApiError(error) && error.code === "not-found") {
      return patchBoard(queryClient, (board) => withoutOrder(board, id));
    }
    return refetchBoard(queryClient);
  }
};

/**
 * A shift changed: the open one's totals and next turn move with every order, and only those are fetched;
 * a shift opened or closed (the current one is no longer the board's) changes the whole board.
 */
const refreshBoardShift = async (queryClient: QueryClient) => {
  try {
    const { shift } = await getCurrentShift();
    const board = queryClient.getQueryData<Board>(boardKey);
    if (!shift || !board?.shift || shift.id !== board.shift.id || shift.endDate !== null) {
      return refetchBoard(queryClient);
    }
    return patchBoard(queryClient, (current) => withShift(current, shift));
  } catch {
    return refetchBoard(queryClient);
  }
};

/**
 * The board's live update (lib/live-events.ts): it takes charge of order and shift events, so a new
 * order costs one small GET instead of the whole board; any other event (a category renamed) refetches it.
 */
export const updateBoardLive = (queryClient: QueryClient, event: ChangeEvent): boolean => {
  if (queryClient.getQueryData(boardKey) === undefined) return false;
  if (event.entity === "orders") {
    void refreshBoardOrder(queryClient, event.id, event.op === "delete");
    return true;
  }
  if (event.entity === "shifts") {
    void refreshBoardShift(queryClient);
    return true;
  }
  return false;
};
