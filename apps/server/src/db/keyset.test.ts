import { describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import {
  containsPattern,
  createdAtCursor,
  decodeCursor,
  encodeCursor,
  timestampCursor,
  toPage,
} from "./keyset.ts";

describe("keyset cursors", () => {
  const id = "01a202e3-d909-7dc7-b2d4-11942cbcab9c";
  const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

  it("round-trips a cursor and is opaque", () => {
    const encoded = encodeCursor({ at: 1795344816393, id });
    expect(encoded).toMatch(/^[\w-]+$/);
    expect(decodeCursor(encoded, createdAtCursor)).toEqual({ at: 1795344816393, id });
    const at = new Date(1795344816393).toISOString();
    expect(decodeCursor(encodeCursor({ at, id }), timestampCursor)).toEqual({ at, id });
    expect(decodeCursor(undefined, createdAtCursor)).toBeNull();
    expect(decodeCursor("", timestampCursor)).toBeNull();
  });

  it("refuses a forged cursor with a 400, never a 500", () => {
    for (const forged of [
      "nope",
      encodeCursor({ at: 1, id }).slice(2),
      raw([1]),
      raw([1, "\u0000"]),
      raw([1, id, 1]),
      raw({ 0: 1, 1: id }),
    ]) {
      expect(() => decodeCursor(forged, createdAtCursor), forged).toThrow(AppError);
      expect(() => decodeCursor(forged, timestampCursor), forged).toThrow(AppError);
    }
  });

  it("takes only creation times it could have stored: safe integers from 0", () => {
    for (const at of [-1, 1.5, 2 ** 53, "1", null, true]) {
      expect(() => decodeCursor(raw([at, id]), createdAtCursor), String(at)).toThrow(AppError);
    }
    expect(decodeCursor(raw([0, id]), createdAtCursor)).toEqual({ at: 0, id });
  });

  it("takes only dates as toISOString writes them, which both engines read", () => {
    for (const at of [
      "2020",
      "1",
      "x",
      "2020-01-01",
      "2020-01-01T00:00:00Z",
      "2020-01-01T00:00:00.000+00:00",
      "2020-01-01 00:00:00.000Z",
      " 2020-01-01T00:00:00.000Z",
      "2020-02-30T00:00:00.000Z",
      "2020-13-01T00:00:00.000Z",
      "2020-01-01T24:00:00.000Z",
      "0000-01-01T00:00:00.000Z",
      "+275760-09-13T00:00:00.000Z",
      1577836800000,
    ]) {
      expect(() => decodeCursor(raw([at, id]), timestampCursor), String(at)).toThrow(AppError);
    }
    for (const at of ["2020-01-01T00:00:00.000Z", "2024-02-29T23:59:59.999Z", "0001-01-01T00:00:00.000Z"]) {
      expect(decodeCursor(raw([at, id]), timestampCursor)).toEqual({ at, id });
    }
  });

  it("takes only uuids as ids", () => {
    for (const other of ["x", `${id} `, id.toUpperCase().replace(/-/g, ""), 5]) {
      expect(() => decodeCursor(raw([1, other]), createdAtCursor), String(other)).toThrow(AppError);
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
