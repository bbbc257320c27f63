import { businessDayCode, formatClock, formatDayMonth } from "@comanda/domain";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Decision 050: when an order was promised, as the card and the ticket say it: "Para las 21:30" today, "Para mañana a
 * las 00:30", or "Para el 24/11 a las 21:30" for an order taken days ahead (an encargo).
 */
export const promisedText = (promisedAt: number, now: number): string => {
  const day = businessDayCode(promisedAt);
  if (day === businessDayCode(now)) return `Para las ${formatClock(promisedAt)}`;
  if (day === businessDayCode(now + dayMs)) return `Para mañana a las ${formatClock(promisedAt)}`;
  return `Para el ${formatDayMonth(promisedAt)} a las ${formatClock(promisedAt)}`;
};
