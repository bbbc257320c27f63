import { describe, expect, it } from "vitest";
import { boardOf, makeOrder, makeShift } from "@/testing/board-fixtures";
import { finishedOnBoard, shareOrders, withOrder, withoutOrder, withShift } from "./board-cache";

const turns = (board: { orders: { turn: string }[] }) => board.orders.map((order) => order.turn);

describe("withOrder", () => {
  // The server's order: newest first.
  const board = boardOf({ orders: [makeOrder(5), makeOrder(3), makeOrder(1)] });

  it("puts a new order where the server would, newest first", () => {
    expect(turns(withOrder(board, makeOrder(4)))).toEqual(["5", "4", "3", "1"]);
    expect(turns(withOrder(board, makeOrder(9)))).toEqual(["9", "5", "3", "1"]);
    expect(turns(withOrder(board, makeOrder(0)))).toEqual(["5", "3", "1", "0"]);
  });

  it("replaces a changed order in its place and keeps every other order's object", () => {
    const moved = { ...makeOrder(3), status: "preparing" as const, updatedAt: Date.now() };
    const next = withOrder(board, moved);
    expect(turns(next)).toEqual(["5", "3", "1"]);
    expect(next.orders[1]).toBe(moved);
    expect(next.orders[0]).toBe(board.orders[0]);
    expect(next.orders[2]).toBe(board.orders[2]);
  });

  it("ignores an answer older than the order it has (two fetches of one order out of order)", () => {
    const newer = { ...makeOrder(3), status: "ready" as const, updatedAt: Date.now() + 1_000 };
    const stale = { ...makeOrder(3), status: "preparing" as const, updatedAt: Date.now() };
    expect(withOrder(withOrder(board, newer), stale).orders[1]?.status).toBe("ready");
  });

  it("leaves out an order of another shift, and every order when the shift has ended", () => {
    expect(turns(withOrder(board, makeOrder(4, { shiftId: "another" })))).toEqual(["5", "3", "1"]);
    expect(turns(withOrder(board, makeOrder(3, { shiftId: "another" })))).toEqual(["5", "1"]);
    const ended = boardOf({ orders: [], shift: makeShift({ endDate: Date.now() }) });
    expect(withOrder(ended, makeOrder(4)).orders).toEqual([]);
  });

  it(`keeps the ${finishedOnBoard} orders finished last, as GET /board does`, () => {
    const finished = Array.from({ length: finishedOnBoard }, (_, n) =>
      makeOrder(n + 10, { status: "completed", updatedAt: 1_000 + n }),
    ).reverse();
    const full = boardOf({ orders: [...finished, makeOrder(3), makeOrder(1)] });
    const completed = withOrder(full, { ...makeOrder(3), status: "completed", updatedAt: Date.now() + 1 });
    expect(completed.orders).toHaveLength(finishedOnBoard + 1);
    // The one finished first (turn 10) made way; the open order 1 stays whatever its age.
    expect(turns(completed)).not.toContain("10");
    expect(turns(completed)).toContain("3");
    expect(turns(completed)).toContain("1");
  });
});

describe("withoutOrder", () => {
  it("takes the order out, and answers the same board when it was not there", () => {
    const board = boardOf({ orders: [makeOrder(2), makeOrder(1)] });
    expect(turns(withoutOrder(board, makeOrder(2).id))).toEqual(["1"]);
    expect(withoutOrder(board, "unknown")).toBe(board);
  });
});

describe("withShift", () => {
  it("answers the same board when the shift read again is the same, and keeps its orders when it moved", () => {
    const board = boardOf({ orders: [makeOrder(2), makeOrder(1)] });
    const shift = board.shift as NonNullable<typeof board.shift>;
    expect(withShift(board, { ...shift })).toBe(board);
    const moved = withShift(board, { ...shift, totalOrders: shift.totalOrders + 1 });
    expect(moved).not.toBe(board);
    expect(moved.shift).toEqual({ ...shift, totalOrders: shift.totalOrders + 1 });
    expect(moved.orders).toBe(board.orders);
  });
});

describe("shareOrders", () => {
  it("keeps each unchanged order's object by id, though a new order moves them all down one place", () => {
    // The same orders, copied: makeOrder reads the clock, and two calls may fall on either side of a millisecond.
    const [two, one] = [makeOrder(2), makeOrder(1)];
    const before = boardOf({ orders: [two, one] });
    const fresh = boardOf({ orders: [makeOrder(3), { ...two }, { ...one, status: "ready" }] });
    fresh.shift = { ...(before.shift as NonNullable<typeof before.shift>) };
    const shared = shareOrders(before, fresh) as typeof before;
    expect(shared.orders[1]).toBe(before.orders[0]);
    expect(shared.orders[2]).not.toBe(before.orders[1]);
    expect(shared.orders[2]?.status).toBe("ready");
    expect(shared.shift).toBe(before.shift);
  });

  it("answers the previous board when nothing changed", () => {
    const before = boardOf({ orders: [makeOrder(2), makeOrder(1)] });
    expect(shareOrders(before, structuredClone(before))).toBe(before);
  });
});
