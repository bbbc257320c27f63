import { BUSINESS_TIME_ZONE, businessDayCode } from "@comanda/domain";

const HOUR = 3_600_000;

const wallFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

type Wall = { year: number; month: number; day: number; hour: number };

/** The Buenos Aires wall clock at an instant, read from Intl's parts (no locale order assumed). */
const wallOf = (ms: number): Wall & { minute: number; second: number } => {
  const part = Object.fromEntries(
    wallFormat.formatToParts(ms).map(({ type, value }) => [type, Number(value)]),
  );
  return {
    year: part.year ?? 0,
    month: part.month ?? 0,
    day: part.day ?? 0,
    hour: part.hour ?? 0,
    minute: part.minute ?? 0,
    second: part.second ?? 0,
  };
};

/** The zone's offset from UTC at an instant, in ms (Buenos Aires today: -3 h), derived from the tz data. */
const offsetAt = (ms: number): number => {
  const wall = wallOf(ms);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
};

/**
 * The instant a Buenos Aires calendar day starts. The offset is read at a first guess and read again at
 * the result, so a day whose offset differs from the previous one's (a DST change) still starts right.
 */
const dayStart = (year: number, month: number, day: number): number => {
  const midnightUtc = Date.UTC(year, month - 1, day);
  const guess = midnightUtc - offsetAt(midnightUtc);
  return midnightUtc - offsetAt(guess);
};

export type BusinessDay = { day: string; start: number; end: number };

/**
 * The `count` Buenos Aires calendar days ending with the one `now` falls in, oldest first, each with its
 * start and end (exclusive) in epoch ms. Calendar arithmetic is done on the date, never by adding 24 h.
 */
export const businessDays = (now: number, count: number): BusinessDay[] => {
  const today = wallOf(now);
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const start = dayStart(today.year, today.month, today.day - back);
    const end = dayStart(today.year, today.month, today.day - back + 1);
    return { day: businessDayCode(start), start, end };
  });
};

/** The Buenos Aires hour (0–23) an instant falls in. */
export const businessHour = (ms: number): number => wallOf(ms).hour;

export { HOUR };
