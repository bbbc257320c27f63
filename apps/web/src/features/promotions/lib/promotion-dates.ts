import { businessDayCode } from "@comanda/domain";

const minuteMs = 60_000;
const localInput = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Epoch ms → a datetime-local value ("2026-11-20T12:30") on the Buenos Aires clock (docs/product.md#constants), not the browser's. */
export const toDateTimeInput = (ms: number): string => businessDayCode(ms, true).replace(" ", "T");

const wallClockOf = (ms: number): number => {
  const [date = "", time = ""] = businessDayCode(ms, true).split(" ");
  return Date.parse(`${date}T${time}:00Z`);
};

/** A datetime-local value read on the Buenos Aires clock → epoch ms; null when it is not a date and time. */
export const fromDateTimeInput = (text: string): number | null => {
  const parts = localInput.exec(text.trim());
  if (!parts) return null;
  const [, year, month, day, hour, minute] = parts.map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment: what its clock reads then, less UTC's.
  const offset = wallClockOf(asUtc) - asUtc;
  const ms = asUtc - offset;
  return toDateTimeInput(ms) === text.trim() ? ms : null;
};

/** A new combo starts now (docs/product.md#states), to the minute the field can show. */
export const nowToTheMinute = (now = Date.now()): number => Math.floor(now / minuteMs) * minuteMs;

const textInput = /^(\d{1,2})\/(\d{1,2})\/(\d{4}),?\s+(\d{1,2}):(\d{2})$/;
const two = (n: string) => n.padStart(2, "0");

/**
 * Epoch ms → "24/12/2026 20:00", the es-AR order people type. The dialog's fields are text in this form,
 * not the browser's datetime-local, which shows the browser's language (mm/dd/yyyy in an English one).
 */
export const toDateTimeText = (ms: number): string => {
  const [date = "", time = ""] = businessDayCode(ms, true).split(" ");
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year} ${time}`;
};

/** "24/12/2026 20:00" (a comma after the year and one-digit day, month or hour also do) → epoch ms, or null. */
export const fromDateTimeText = (text: string): number | null => {
  const parts = textInput.exec(text.trim());
  if (!parts) return null;
  const [, day = "", month = "", year = "", hour = "", minute = ""] = parts;
  return fromDateTimeInput(`${year}-${two(month)}-${two(day)}T${two(hour)}:${minute}`);
};
