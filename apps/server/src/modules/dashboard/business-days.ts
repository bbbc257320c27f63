import { businessClock, businessDayCode, businessZoneOffset } from "@comanda/domain";

const HOUR = 3_600_000;

/**
 * The instant a Buenos Aires calendar day starts. The offset is read at a first guess and read again at
 * the result, so a day whose offset differs from the previous one's (a DST change) still starts right.
 */
const dayStart = (year: number, month: number, day: number): number => {
  const midnightUtc = Date.UTC(year, month - 1, day);
  const guess = midnightUtc - businessZoneOffset(midnightUtc);
  return midnightUtc - businessZoneOffset(guess);
};

export type BusinessDay = { day: string; start: number; end: number };

/**
 * The `count` Buenos Aires calendar days ending with the one `now` falls in, oldest first, each with its
 * start and end (exclusive) in epoch ms. Calendar arithmetic is done on the date, never by adding 24 h.
 */
export const businessDays = (now: number, count: number): BusinessDay[] => {
  const today = businessClock(now);
  const [year, month, day] = [Number(today.year), Number(today.month), Number(today.day)];
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const start = dayStart(year, month, day - back);
    const end = dayStart(year, month, day - back + 1);
    return { day: businessDayCode(start), start, end };
  });
};

/** The Buenos Aires hour (0–23) an instant falls in. */
export const businessHour = (ms: number): number => Number(businessClock(ms).hour);

export { HOUR };
