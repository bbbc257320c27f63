import type { Order, Shift } from "@comanda/domain";
import { QueryObserver } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Board } from "@/entities/order/board";
import { connectLiveEvents } from "@/lib/live-events";
import { createQueryClient } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";
import { boardOf, makeOrder, makeShift, orderRoutes } from "@/testing/board-fixtures";
import { type FakeRoutes, fakeApi, ok, sentBodies } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { boardQueryOptions } from "./get-board";

const first = makeOrder(1);
const second = makeOrder(2);
const third = makeOrder(3);

let orders: Order[];
let shift: Shift | null;
let stop: () => void;

/** A shown board (an observer keeps it active, as the page does) fed by the live stream. */
const openBoard = async (routes: FakeRoutes = {}) => {
  const fetchMock = fakeApi({
    "GET /board": () => ok(boardOf({ orders, shift })),
    "GET /shifts/current": () => ok({ shift }),
    ...orderRoutes(() => orders, [first, second, third]),
    ...routes,
  });
  const queryClient = createQueryClient();
  const observer = new QueryObserver(queryClient, boardQueryOptions());
  const unsubscribe = observer.subscribe(() => undefined);
  const disconnect = connectLiveEvents(
    queryClient,
    (url) => new FakeEventSource(url) as unknown as EventSource,
  );
  stop = () => {
    unsubscribe();
    disconnect();
  };
  await waitFor(() => expect(queryClient.getQueryData(queryKeys.orders.board)).toBeDefined());
  const source = FakeEventSource.latest();
  source.emit("open");
  const board = () => queryClient.getQueryData<Board>(queryKeys.orders.board);
  const boardCalls = () => sentBodies(fetchMock, "GET", "/board").length;
  const orderCalls = (id: string) => sentBodies(fetchMock, "GET", `/orders/${id}`).length;
  const emit = (entity: string, id: string, op: string) =>
    source.emit("change", JSON.stringify({ entity, id, op }));
  return { queryClient, source, board, boardCalls, orderCalls, emit };
};

const turns = (board: Board | undefined) => board?.orders.map((order) => order.turn);

beforeEach(() => {
  orders = [third, first];
  shift = makeShift();
});
afterEach(() => stop());

describe("the board's live updates", () => {
  it("puts a new order in its place from that order alone, without fetching the board", async () => {
    const { board, boardCalls, orderCalls, emit } = await openBoard();
    expect(boardCalls()).toBe(1);
    orders = [third, second, first];
    emit("orders", second.id, "insert");
    await waitFor(() => expect(turns(board())).toEqual(["3", "2", "1"]));
    expect(orderCalls(second.id)).toBe(1);
    expect(boardCalls()).toBe(1);
  });

  it("moves an order on (or edits it) in place, every other order untouched", async () => {
    const { board, boardCalls, emit } = await openBoard();
    const before = board();
    const edited = { ...first, status: "preparing" as const, total: 5_000, updatedAt: Date.now() + 1 };
    orders = [third, edited];
    emit("orders", first.id, "update");
    await waitFor(() => expect(board()?.orders[1]).toEqual(edited));
    expect(board()?.orders[0]).toBe(before?.orders[0]);
    expect(boardCalls()).toBe(1);
  });

  it("keeps a completed or cancelled order as finished, and drops one that is gone", async () => {
    const { board, boardCalls, emit } = await openBoard();
    orders = [{ ...third, status: "cancelled", updatedAt: Date.now() + 1 }, first];
    emit("orders", third.id, "update");
    await waitFor(() => expect(board()?.orders[0]?.status).toBe("cancelled"));
    orders = [third];
    emit("orders", first.id, "update");
    await waitFor(() => expect(turns(board())).toEqual(["3"]));
    emit("orders", third.id, "delete");
    await waitFor(() => expect(turns(board())).toEqual([]));
    expect(boardCalls()).toBe(1);
  });

  it("takes the open shift's new totals without fetching the board", async () => {
    const { board, boardCalls, emit } = await openBoard();
    shift = makeShift({ totalOrders: 4, nextTurn: "5" });
    emit("shifts", shift.id, "update");
    await waitFor(() => expect(board()?.shift?.totalOrders).toBe(4));
    expect(boardCalls()).toBe(1);
  });

  it("fetches the whole board when a shift closes or opens", async () => {
    const { board, boardCalls, emit } = await openBoard();
    shift = null;
    orders = [];
    emit("shifts", makeShift().id, "update");
    await waitFor(() => expect(board()?.shift).toBeNull());
    expect(boardCalls()).toBe(2);

    shift = makeShift({ id: "0190a000-0000-7000-8000-0000000000ff" });
    emit("shifts", shift.id, "insert");
    await waitFor(() => expect(board()?.shift?.id).toBe(shift?.id));
    expect(boardCalls()).toBe(3);
  });

  it("fetches the whole board once after a reconnect, and when the server may have missed changes", async () => {
    const { board, boardCalls, source } = await openBoard();
    source.fail();
    orders = [third, second, first];
    source.emit("open");
    await waitFor(() => expect(turns(board())).toEqual(["3", "2", "1"]));
    expect(boardCalls()).toBe(2);
    source.emit("resync", "{}");
    await waitFor(() => expect(boardCalls()).toBe(3));
  });

  it("fetches the whole board for what it shows beside the orders (a category), and never for a product", async () => {
    const { boardCalls, orderCalls, emit } = await openBoard();
    emit("products", "p1", "update");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(boardCalls()).toBe(1);
    emit("categories", "c1", "update");
    await waitFor(() => expect(boardCalls()).toBe(2));
    expect(orderCalls(first.id)).toBe(0);
  });

  it("puts a change that raced a whole-board fetch on top of that fetch's answer", async () => {
    let release: () => void = () => undefined;
    const { queryClient, board, emit } = await openBoard();
    // A board fetch begun before the order was taken: it answers without it, after the order's own GET.
    const stale = boardOf({ orders: [third, first], shift });
    fakeApi({
      "GET /board": () => new Promise((resolve) => (release = () => resolve(ok(stale)))),
      ...orderRoutes(() => [third, second, first], [first, second, third]),
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.board });
    emit("orders", second.id, "insert");
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await waitFor(() => expect(turns(board())).toEqual(["3", "2", "1"]));
  });

  it("fetches the whole board when the order cannot be fetched", async () => {
    const { boardCalls, emit } = await openBoard({
      [`GET /orders/${second.id}`]: { status: 500, body: { error: { code: "internal", message: "x" } } },
    });
    emit("orders", second.id, "insert");
    await waitFor(() => expect(boardCalls()).toBe(2));
  });
});
