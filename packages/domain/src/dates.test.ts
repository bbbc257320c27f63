import { describe, expect, it } from "vitest";
import {
  BUSINESS_TIME_ZONE,
  businessClock,
  businessDayCode,
  businessZoneOffset,
  formatClock,
  formatDate,
  formatDateTime,
  formatDayMonth,
  NO_DATE,
  shiftName,
} from "./dates.ts";

// Buenos Aires is UTC-3 all year (no daylight saving since 2009).
const at = (iso: string) => Date.parse(iso);

describe("constants", () => {
  it("uses Buenos Aires time and the spec's fallback text", () => {
    expect(BUSINESS_TIME_ZONE).toBe("America/Argentina/Buenos_Aires");
    expect(NO_DATE).toBe("No date");
  });
});

describe("formatDateTime", () => {
  it("formats in es-AR, 24-hour, Buenos Aires time", () => {
    expect(formatDateTime(at("2026-11-22T10:44:00Z"))).toBe("22/11/2026, 07:44");
    expect(formatDateTime(at("2026-03-05T18:05:59Z"))).toBe("05/03/2026, 15:05");
  });

  it("shows the Buenos Aires day, not the UTC day, around midnight", () => {
    expect(formatDateTime(at("2026-11-23T02:30:00Z"))).toBe("22/11/2026, 23:30");
    expect(formatDateTime(at("2026-11-23T03:00:00Z"))).toBe("23/11/2026, 00:00");
  });

  it("formats the epoch itself", () => {
    expect(formatDateTime(0)).toBe("31/12/1969, 21:00");
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 9e15])("shows NO_DATE for %s", (ms) => {
    expect(formatDateTime(ms)).toBe(NO_DATE);
  });
});

describe("formatDate", () => {
  it("formats the Buenos Aires date only", () => {
    expect(formatDate(at("2026-11-22T10:44:00Z"))).toBe("22/11/2026");
    expect(formatDate(at("2026-11-23T02:59:59.999Z"))).toBe("22/11/2026");
    expect(formatDate(at("2026-11-23T03:00:00Z"))).toBe("23/11/2026");
  });

  it.each([null, undefined, Number.NaN])("shows NO_DATE for %s", (ms) => {
    expect(formatDate(ms)).toBe(NO_DATE);
  });
});

describe("formatClock and formatDayMonth", () => {
  it("read the Buenos Aires clock, 24-hour, with plain ASCII separators", () => {
    expect(formatClock(at("2026-11-22T17:05:00Z"))).toBe("14:05");
    expect(formatClock(at("2026-11-23T03:00:00Z"))).toBe("00:00");
    expect(formatClock(at("2026-11-23T02:59:59.999Z"))).toBe("23:59");
    expect(formatDayMonth(at("2026-11-24T00:30:00Z"))).toBe("23/11");
    // ICU's es-AR pattern pads neither, whatever "2-digit" asks; the tickets have always printed it so.
    expect(formatDayMonth(at("2026-03-05T12:00:00Z"))).toBe("5/3");
  });
});

describe("businessClock and businessZoneOffset", () => {
  it("gives the zero-padded Buenos Aires wall clock, midnight as 00", () => {
    expect(businessClock(at("2027-01-01T02:04:05Z"))).toEqual({
      year: "2026",
      month: "12",
      day: "31",
      hour: "23",
      minute: "04",
      second: "05",
    });
    expect(businessClock(at("2026-11-23T03:00:09Z")).hour).toBe("00");
  });

  it("is -3 h from UTC today, and was -2 h in the 2008 summer time, read from the tz data", () => {
    expect(businessZoneOffset(at("2026-11-22T10:44:00.500Z"))).toBe(-3 * 3_600_000);
    expect(businessZoneOffset(at("2009-01-15T12:00:00Z"))).toBe(-2 * 3_600_000);
  });

  it("refuses an invalid timestamp", () => {
    expect(() => businessClock(Number.NaN)).toThrow(RangeError);
  });
});

describe("businessDayCode", () => {
  it("is the Buenos Aires date as YYYY-MM-DD", () => {
    expect(businessDayCode(at("2026-11-22T10:44:00Z"))).toBe("2026-11-22");
    expect(businessDayCode(at("2026-03-05T12:00:00Z"))).toBe("2026-03-05");
  });

  it("keeps the previous day until 03:00 UTC", () => {
    expect(businessDayCode(at("2026-11-23T02:30:00Z"))).toBe("2026-11-22");
    expect(businessDayCode(at("2026-11-23T02:59:59.999Z"))).toBe("2026-11-22");
    expect(businessDayCode(at("2026-11-23T03:00:00Z"))).toBe("2026-11-23");
    expect(businessDayCode(at("2027-01-01T02:00:00Z"))).toBe("2026-12-31");
  });

  it("adds 24-hour time when asked", () => {
    expect(businessDayCode(at("2026-11-23T02:30:00Z"), true)).toBe("2026-11-22 23:30");
    expect(businessDayCode(at("2026-11-23T03:00:00Z"), true)).toBe("2026-11-23 00:00");
    expect(businessDayCode(at("2026-11-22T16:07:00Z"), true)).toBe("2026-11-22 13:07");
  });

  it("answers each instant's own day, asked in any order within and across minutes (it keeps the last minute's)", () => {
    expect(businessDayCode(at("2026-11-23T02:59:10Z"), true)).toBe("2026-11-22 23:59");
    expect(businessDayCode(at("2026-11-23T02:59:50Z"))).toBe("2026-11-22");
    expect(businessDayCode(at("2026-11-23T03:00:10Z"))).toBe("2026-11-23");
    expect(businessDayCode(at("2026-11-23T02:59:59Z"), true)).toBe("2026-11-22 23:59");
    expect(businessDayCode(at("2026-11-23T03:00:00Z"), true)).toBe("2026-11-23 00:00");
  });

  it("refuses an invalid timestamp", () => {
    expect(() => businessDayCode(Number.NaN)).toThrow(RangeError);
  });
});

describe("shiftName", () => {
  it("names a shift by its start in es-AR, Buenos Aires time", () => {
    expect(shiftName(at("2026-11-24T19:00:00Z"))).toBe("Turno del 24/11/2026, 16:00");
    // 01:30 in UTC is still the 23rd in Buenos Aires.
    expect(shiftName(at("2026-11-24T01:30:00Z"))).toBe("Turno del 23/11/2026, 22:30");
  });
});
