/**
 * Money crosses the wire as decimal text ("122.00" sent; "122", "122.5" answered) and lives in the client
 * as integer centavos. Both directions work on the digits, never through a float, so nothing drifts.
 */

/** 12200 → "122.00"; -5 → "-0.05". */
export const formatAmount = (centavos: number): string => {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`not a whole number of centavos: ${centavos}`);
  const sign = centavos < 0 ? "-" : "";
  const digits = String(Math.abs(centavos)).padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "122" → 12200, "122.5" → 12250, "0.01" → 1. More than two decimals are only accepted as zeros. */
export const parseAmount = (text: string): number => {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`not an amount: "${text}"`);
  const [, sign, whole = "", fraction = ""] = match;
  if (/[^0]/.test(fraction.slice(2))) throw new RangeError(`more precise than a centavo: "${text}"`);
  const centavos = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`amount too large: "${text}"`);
  return sign === "-" && centavos !== 0 ? -centavos : centavos;
};
