import { describe, expect, it } from "vitest";
import { makeOrder } from "@/testing/board-fixtures";
import { overdueThreshold, timeSince } from "./waiting";

const minute = 60_000;
const thresholds = { pending: 5, preparing: 10, ready: 5 };

describe("timeSince", () => {
  it.each([
    [0, "hace menos de 1 min"],
    [-30_000, "hace menos de 1 min"],
    [59_999, "hace menos de 1 min"],
    [4 * minute + 59_000, "hace 4 min"],
    [60 * minute, "hace 1 h"],
    [65 * minute, "hace 1 h 5 min"],
  ])("reads %i ms as %s", (elapsed, text) => {
    expect(timeSince(1_000_000, 1_000_000 + elapsed)).toBe(text);
  });
});

describe("overdueThreshold", () => {
  it("is the status's threshold once it has passed, and null before", () => {
    const order = makeOrder(1, { status: "preparing", statusChangedAt: 0 });
    expect(overdueThreshold(order, thresholds, 10 * minute)).toBeNull();
    expect(overdueThreshold(order, thresholds, 10 * minute + 1)).toBe(10);
  });

  it("never marks a finished order", () => {
    for (const status of ["completed", "cancelled"] as const) {
      expect(
        overdueThreshold(makeOrder(1, { status, statusChangedAt: 0 }), thresholds, 999 * minute),
      ).toBeNull();
    }
  });
});
