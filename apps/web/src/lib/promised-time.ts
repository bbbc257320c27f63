import { BUSINESS_TIME_ZONE, businessDayCode } from "@comanda/domain";

const clock = new Intl.DateTimeFormat("es-AR", {
  timeZone: BUSINESS_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const dayMonth = new Intl.DateTimeFormat("es-AR", {
  timeZone: BUSINESS_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
});
const dayMs = 24 * 60 * 60 * 1000;

/** "21:30" in Buenos Aires time, whatever the device's zone. */
export const clockTime = (epochMs: number) => clock.format(epochMs);

/**
 * Issue 19: when an order was promised, as the card and the ticket say it: "Para las 21:30" today, "Para mañana a
 * las 00:30", or "Para el 24/11 a las 21:30" for an order taken days ahead (an encargo).
 */
export const promisedText = (promisedAt: number, now: number): string => {
  const day = businessDayCode(promisedAt);
  if (day === businessDayCode(now)) return `Para las ${clockTime(promisedAt)}`;
  if (day === businessDayCode(now + dayMs)) return `Para mañana a las ${clockTime(promisedAt)}`;
  return `Para el ${dayMonth.format(promisedAt)} a las ${clockTime(promisedAt)}`;
};
