import { businessDayCode } from "@comanda/domain";
import { businessDays, HOUR } from "../../modules/dashboard/index.ts";
import type { ShiftKind } from "./basket.ts";
import type { Random } from "./random.ts";

const MINUTE = 60_000;

/** One shift to make: when it runs (Buenos Aires time), its code and how many orders it takes. */
export type ShiftPlan = {
  kind: ShiftKind;
  code: string;
  start: number;
  /** when it would close; it closes later if orders are still being served */
  plannedEnd: number;
  /** when its orders are taken, in order */
  orderTimes: number[];
  /** the first shift of its day: the suppliers came before it */
  firstOfDay: boolean;
  /** Friday or Saturday: the owner runs the night */
  busyNight: boolean;
  /** how many days before the last one */
  daysBeforeLast: number;
};

// Sunday first, as Date#getUTCDay counts: fewer orders on Monday, most on Friday and Saturday.
const dayFactor = [1.1, 0.65, 0.8, 0.85, 0.95, 1.3, 1.45];
const hours = {
  lunch: { open: 11.5, close: 15.5, peak: 13.2, spread: 0.6, orders: 30 },
  dinner: { open: 19.5, close: 24.5, peak: 21.9, spread: 0.75, orders: 46 },
} as const;

const weekday = (code: string) => {
  const [year = 0, month = 1, day = 1] = code.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
};

/** A moment with its seconds and milliseconds, as a clock gives them. */
const jitter = (random: Random, at: number) => at + random.int(0, 59_999);

/**
 * The `days` Buenos Aires days before the one `now` falls in, each with a lunch (11:30–15:30) and a
 * dinner (19:30–00:30) shift, Mondays only the dinner. A shift that would not have ended by `now`
 * (the command run just after midnight) is left out.
 */
export const planShifts = (random: Random, now: number, days: number): ShiftPlan[] => {
  const calendar = businessDays(now, days + 1).slice(0, days);
  const plans: ShiftPlan[] = [];
  calendar.forEach((day, index) => {
    const dow = weekday(day.day);
    const kinds: ShiftKind[] = dow === 1 ? ["dinner"] : ["lunch", "dinner"];
    kinds.forEach((kind, nth) => {
      const shape = hours[kind];
      const start = jitter(random, day.start + shape.open * HOUR + random.int(-8, 6) * MINUTE);
      const plannedEnd = day.start + shape.close * HOUR + random.int(-10, 15) * MINUTE;
      if (plannedEnd + 2 * HOUR > now) return;
      const count = Math.round(shape.orders * (dayFactor[dow] ?? 1) * random.around(1, 0.08));
      const first = start + 4 * MINUTE;
      const last = plannedEnd - 25 * MINUTE;
      const orderTimes = Array.from({ length: count }, () => {
        const at = day.start + Math.round(random.around(shape.peak, shape.spread) * HOUR);
        return jitter(random, Math.min(last, Math.max(first, at)));
      }).sort((a, b) => a - b);
      plans.push({
        kind,
        code: nth === 0 ? day.day : businessDayCode(start, true),
        start,
        plannedEnd,
        orderTimes,
        firstOfDay: nth === 0,
        busyNight: kind === "dinner" && (dow === 5 || dow === 6),
        daysBeforeLast: days - 1 - index,
      });
    });
  });
  return plans;
};
