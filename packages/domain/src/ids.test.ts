import { describe, expect, it, vi } from "vitest";
import { isRecentUuidv7, uuidPattern, uuidv7 } from "./ids.ts";

describe("uuidv7", () => {
  it("is a version 7, variant 1 UUID", () => {
    const id = uuidv7();
    expect(id).toMatch(uuidPattern);
    expect(id[14]).toBe("7");
  });

  it("carries its millisecond timestamp in the first 48 bits, so ids sort by time", () => {
    const at = Date.UTC(2026, 10, 22, 10, 0, 0);
    const id = uuidv7(at);
    expect(Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(at);
    expect(uuidv7(at) < uuidv7(at + 1)).toBe(true);
  });

  it("sorts ids made in one millisecond in the order they were made, past the counter's 4096", () => {
    const at = Date.now();
    const ids = Array.from({ length: 5000 }, () => uuidv7(at));
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => id[14] === "7" && uuidPattern.test(id))).toBe(true);
    // A clock a hair behind the last id still sorts after it.
    expect(uuidv7(at - 1) > (ids.at(-1) ?? "")).toBe(true);
  });

  it("keeps ids made now in order after one made for a moment ahead of the clock", () => {
    uuidv7(Date.now() + 3_600_000);
    const ids = Array.from({ length: 2000 }, () => uuidv7());
    expect([...ids].sort()).toEqual(ids);
  });

  it("keeps ids made now in order after the clock itself went back (a test's faked clock put back)", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 24 * 60 * 60 * 1000 });
    uuidv7();
    vi.useRealTimers();
    const ids = Array.from({ length: 2000 }, () => uuidv7());
    expect([...ids].sort()).toEqual(ids);
  });

  it("does not repeat", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => uuidv7(0)));
    expect(ids.size).toBe(1000);
  });
});

describe("isRecentUuidv7", () => {
  const now = Date.UTC(2026, 10, 25, 19, 0, 0);
  const day = 24 * 60 * 60_000;

  it("accepts a v7 made within a day of now, either way", () => {
    for (const at of [now, now - day, now + day, now - 1000])
      expect(isRecentUuidv7(uuidv7(at), now)).toBe(true);
    expect(isRecentUuidv7(uuidv7(now).toUpperCase(), now)).toBe(true);
  });

  it("refuses the all-zero and all-one ids, ids from another day and other versions", () => {
    for (const id of [
      "00000000-0000-7000-8000-000000000000",
      "ffffffff-ffff-7fff-bfff-ffffffffffff",
      uuidv7(now - day - 1),
      uuidv7(now + day + 1),
      crypto.randomUUID(),
      "pedido-1",
    ]) {
      expect(isRecentUuidv7(id, now), id).toBe(false);
    }
  });
});
