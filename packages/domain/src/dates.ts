/** docs/product.md#constants: shift ids and every displayed date use Buenos Aires time. */
export const BUSINESS_TIME_ZONE = "America/Argentina/Buenos_Aires";

/** docs/product.md#constants: what a missing date shows. */
export const NO_DATE = "No date";

const dateParts = { day: "2-digit", month: "2-digit", year: "numeric" } as const;
const timeParts = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

const dateTimeFormat = new Intl.DateTimeFormat("es-AR", {
  timeZone: BUSINESS_TIME_ZONE,
  ...dateParts,
  ...timeParts,
});
const dateFormat = new Intl.DateTimeFormat("es-AR", { timeZone: BUSINESS_TIME_ZONE, ...dateParts });
const codeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  ...dateParts,
  ...timeParts,
});

function isValidTime(ms: number | null | undefined): ms is number {
  return ms != null && !Number.isNaN(new Date(ms).getTime());
}

/** Epoch ms → "22/11/2026, 07:44" in Buenos Aires time, or NO_DATE. */
export function formatDateTime(ms: number | null | undefined): string {
  return isValidTime(ms) ? dateTimeFormat.format(ms) : NO_DATE;
}

/** Epoch ms → "22/11/2026" in Buenos Aires time, or NO_DATE. */
export function formatDate(ms: number | null | undefined): string {
  return isValidTime(ms) ? dateFormat.format(ms) : NO_DATE;
}

/** The shift code of docs/product.md#rules: the Buenos Aires date "YYYY-MM-DD", or "YYYY-MM-DD HH:mm" with time. */
export function businessDayCode(ms: number, withTime = false): string {
  if (!isValidTime(ms)) throw new RangeError(`Invalid timestamp: ${ms}.`);
  // Built from parts so the result does not depend on a locale's field order or separators.
  const part = Object.fromEntries(codeFormat.formatToParts(ms).map(({ type, value }) => [type, value]));
  const day = `${part.year}-${part.month}-${part.day}`;
  return withTime ? `${day} ${part.hour}:${part.minute}` : day;
}

/**
 * What people call a shift (issue 15): its start in Buenos Aires time, "Turno del 24/11/2026, 16:00", on
 * the board, the Z report and the exports alike. The ISO code stays the shift's key and file names' part.
 */
export const shiftName = (startDate: number): string => `Turno del ${formatDateTime(startDate)}`;
