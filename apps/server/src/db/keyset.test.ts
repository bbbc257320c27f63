import { describe, expect, it } from "vitest";
import { AppError } from "../http/app-error.ts";
import { containsPattern, decodeCursor, encodeCursor, toPage } from "./keyset.ts";

describe("keyset cursors", () => {
  it("round-trips a cursor and is opaque", () => {
    const raw = encodeCursor({ at: 1795344816393, id: "01a202e3-d909-7dc7-b2d4-11942cbcab9c" });
    expect(raw).toMatch(/^[\w-]+$/);
    expect(decodeCursor(raw)).toEqual({ at: 1795344816393, id: "01a202e3-d909-7dc7-b2d4-11942cbcab9c" });
    expect(decodeCursor(undefined)).toBeNull();
  });

  it("refuses a forged cursor with a 400, never a 500", () => {
    for (const raw of [
      "nope",
      encodeCursor({ at: 1, id: "x" }).slice(2),
      Buffer.from("[1]").toString("base64url"),
    ]) {
      expect(() => decodeCursor(raw)).toThrow(AppError);
    }
  });

  it("makes a next cursor only when there is a further row", () => {
    const rows = [1, 2, 3].map((n) => ({ at: n, id: String(n) }));
    expect(
      toPage(
        rows,
        2,
        (r) => r,
        (r) => r.id,
      ),
    ).toEqual({ items: ["1", "2"], nextCursor: encodeCursor(rows[1] as never) });
    expect(
      toPage(
        rows,
        3,
        (r) => r,
        (r) => r.id,
      ).nextCursor,
    ).toBeNull();
  });

  it("escapes LIKE wildcards in a search", () => {
    expect(containsPattern("50%_Off")).toBe("%50\\%\\_off%");
  });
});
