import { describe, expect, it } from "vitest";
import { uuidPattern, uuidv7 } from "./ids.ts";

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

  it("does not repeat", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => uuidv7(0)));
    expect(ids.size).toBe(1000);
  });
});
