import { normalizePhone } from "./phone.ts";

// A subpath (decision 053): the screens and tickets that show a phone use it, not every screen's first load.

/** The area codes of three digits (ENACOM's numbering plan); 11 is the only one of two, the rest have four. */
const threeDigitAreas = new Set(
  "220 221 223 230 236 237 249 260 261 263 264 266 280 291 294 297 298 299 336 341 342 343 345 348 351 353 358 362 364 370 376 379 380 381 383 385 387 388".split(
    " ",
  ),
);

/**
 * A phone as Argentines read it (decision 069): the area code, then the number with a hyphen —
 * "11 6543-2109", "351 444-1111", "2284 42-1234"; a mobile written without its area code, "15 4567-8901".
 * Whatever normalizePhone reads ("+54 9 11 …", "011 15 …") shows the same way; any other text as it is.
 */
export const formatPhone = (text: string): string => {
  const digits = normalizePhone(text);
  if (digits === null) return text.trim();
  // Area codes starting with 1 are only 11; "15…" is a mobile kept without one (decision 023).
  const area = digits.startsWith("1") ? 2 : threeDigitAreas.has(digits.slice(0, 3)) ? 3 : 4;
  const number = digits.slice(area);
  const cut = number.length - 4;
  return `${digits.slice(0, area)} ${number.slice(0, cut)}-${number.slice(cut)}`;
};
