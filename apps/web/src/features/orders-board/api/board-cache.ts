import { type Order, openOrderStatuses } from "@comanda/domain";
import { replaceEqualDeep } from "@tanstack/react-query";
import type { Board } from "@/entities/order/board";

/**
 * Finished orders the board keeps, as the server's GET /board does (FINISHED_ON_BOARD in
 * apps/server/src/modules/orders/board.ts): a card just completed or cancelled stays in reach.
 */
export const finishedOnBoard = 30;

const isOpen = (order: Order) => (openOrderStatuses as readonly string[]).includes(order.status);

/** The server's order: newest first, the larger id first among orders of the same millisecond. */
const comesBefore = (a: Order, b: Order) =>
  a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/** Keeps the newest `finishedOnBoard` finished orders (by their last change), every open one, in their order. */
const trimFinished = (orders: Order[]): Order[] => {
  const finished = orders.filter((order) => !isOpen(order));
  if (finished.length <= finishedOnBoard) return orders;
  const kept = new Set(
    finished
      .sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : -1))
      .slice(0, finishedOnBoard)
      .map((order) => order.id),
  );
  return orders.filter((order) => isOpen(order) || kept.has(order.id));
};

/** The board without the order; the same board when it was not on it. */
export const withoutOrder = (board: Board, id: string): Board =>
  board.orders.some((order) => order.id === id)
    ? { ...board, orders: board.orders.filter((order) => order.id !== id) }
    : board;

/**
 * The board as it is once `changed` (new, moved on, edited, finished) is what the server says it is now.
 * Every other order keeps its object, so only the changed card renders again. An order of another shift
 * than the board's open one leaves it, and an answer older than the cached order is ignored (two
 * fetches of one order may come back out of order).
 */
export const withOrder = (board: Board, changed: Order): Board => {
  if (board.shift === null || board.shift.endDate !== null || changed.shiftId !== board.shift.id) {
    return withoutOrder(board, changed.id);
  }
  const index = board.orders.findIndex((order) => order.id === changed.id);
  const cached = board.orders[index];
  if (cached && cached.updatedAt > changed.updatedAt) return board;
  const others = index === -1 ? board.orders : board.orders.filter((order) => order.id !== changed.id);
  const at = others.findIndex((order) => comesBefore(changed, order));
  const orders = at === -1 ? [...others, changed] : [...others.slice(0, at), changed, ...others.slice(at)];
  return { ...board, orders: trimFinished(orders) };
};

/**
 * The board with the open shift as the server says it is now; the same board when nothing in it changed (an
 * order moved on without touching the shift's totals), so nothing is drawn again (decision 093).
 */
export const withShift = (board: Board, shift: NonNullable<Board["shift"]>): Board => {
  const shared = replaceEqualDeep(board.shift, shift);
  return shared === board.shift ? board : { ...board, shift: shared };
};

/**
 * The board's structural sharing: each order keeps its previous object while it is unchanged, matched by
 * id. TanStack Query's default matches array items by index, so a card put first would shift every
 * other order onto its neighbour's index and hand all 200 memoised cards a new object.
 */
export const shareOrders = (previous: unknown, next: unknown): unknown => {
  const before = previous as Board | undefined;
  const after = next as Board;
  if (!before || !after || before === after) return next;
  const byId = new Map(before.orders.map((order) => [order.id, order]));
  const shared = after.orders.map((order) => replaceEqualDeep(byId.get(order.id), order));
  const sameOrders =
    shared.length === before.orders.length && shared.every((order, index) => order === before.orders[index]);
  const board: Board = {
    shift: replaceEqualDeep(before.shift, after.shift),
    orders: sameOrders ? before.orders : shared,
    categories: replaceEqualDeep(before.categories, after.categories),
    stations: replaceEqualDeep(before.stations, after.stations),
    routing: replaceEqualDeep(before.routing, after.routing),
  };
  const unchanged =
    sameOrders &&
    board.shift === before.shift &&
    board.categories === before.categories &&
    board.stations === before.stations &&
    board.routing === before.routing;
  return unchanged ? before : board;
};
