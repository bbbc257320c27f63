import { describe, expect, it } from "vitest";
import { businessDays, businessHour } from "./business-days.ts";

// 2026-11-23 10:00 in Buenos Aires (UTC-3) is 13:00 UTC.
const now = Date.UTC(2026, 10, 23, 13, 0);

describe("Buenos Aires calendar days", () => {
  it("start at local midnight, oldest first, ending with today", () => {
    const days = businessDays(now, 3);
    expect(days.map((day) => day.day)).toEqual(["2026-11-21", "2026-11-22", "2026-11-23"]);
    expect(days[2]?.start).toBe(Date.UTC(2026, 10, 23, 3, 0));
    expect(days[2]?.end).toBe(Date.UTC(2026, 10, 24, 3, 0));
    expect(days[0]?.end).toBe(days[1]?.start);
  });

  it("cross month and year boundaries by the calendar", () => {
    const days = businessDays(Date.UTC(2027, 0, 1, 12, 0), 2);
    expect(days.map((day) => day.day)).toEqual(["2026-12-31", "2027-01-01"]);
    expect(days[1]?.start).toBe(Date.UTC(2027, 0, 1, 3, 0));
  });

  it("put 02:30 UTC on the previous local day", () => {
    // 23:30 in Buenos Aires on the 22nd.
    const days = businessDays(Date.UTC(2026, 10, 23, 2, 30), 1);
    expect(days[0]?.day).toBe("2026-11-22");
    expect(businessHour(Date.UTC(2026, 10, 23, 2, 30))).toBe(23);
  });

  it("follow the tz data when the zone had daylight saving time", () => {
    // Argentina used UTC-2 in the summer of 2008/09: 2009-01-15 started at 02:00 UTC.
    const days = businessDays(Date.UTC(2009, 0, 15, 12, 0), 1);
    expect(days[0]).toEqual({
      day: "2009-01-15",
      start: Date.UTC(2009, 0, 15, 2, 0),
      end: Date.UTC(2009, 0, 16, 2, 0),
    });
  });
});
