import { z } from "zod";

/** Upper bound for any amount the API accepts, in pesos; keeps centavos well inside safe integers. */
export const MAX_MONEY_PESOS = 1_000_000_000_000;

const arsFormat = new Intl.NumberFormat("es-AR", { style: "currency", currency: "ARS" });

/** Formats integer centavos as ARS, e.g. 123456 → "$ 1.234,56" (the space is U+00A0). */
export function formatMoney(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) {
    throw new RangeError(`Money must be an integer number of centavos, got ${centavos}.`);
  }
  // A decimal string keeps large amounts exact; centavos / 100 drifts near MAX_SAFE_INTEGER.
  const abs = Math.abs(centavos);
  const pesos = `${centavos < 0 ? "-" : ""}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  return arsFormat.format(pesos as `${number}`);
}

/**
 * Moves the decimal point two places right on the number's shortest decimal form, so 1.005 becomes
 * exactly 100.5 instead of the binary 100.49999999999999.
 */
function shiftTwoDecimals(value: number): number {
  const [mantissa, exponent = "0"] = String(value).split("e");
  return Number(`${mantissa}e${Number(exponent) + 2}`);
}

/** Pesos to integer centavos, rounding half away from zero (1.005 → 101, 0.1 + 0.2 → 30). */
export function pesosToCentavos(pesos: number): number {
  const centavos = Math.round(shiftTwoDecimals(Math.abs(pesos)));
  if (!Number.isSafeInteger(centavos)) {
    throw new RangeError(`Cannot convert ${pesos} pesos to centavos.`);
  }
  return pesos < 0 && centavos !== 0 ? -centavos : centavos;
}

/** The API speaks pesos; formatMoney takes centavos so that it never rounds twice: 1234.5 → "$ 1.234,50". */
export function formatPesos(pesos: number): string {
  return formatMoney(pesosToCentavos(pesos));
}

export function centavosToPesos(centavos: number): number {
  return centavos / 100;
}

const plainInteger = /^\d+$/;
const groupedInteger = /^\d{1,3}(\.\d{3})+$/;
const dotDecimal = /^(\d+)\.(\d{1,2})$/;

function parseInteger(text: string): string | null {
  if (plainInteger.test(text)) return text;
  if (groupedInteger.test(text)) return text.replaceAll(".", "");
  return null;
}

function splitAmount(text: string): [integer: string | null, fraction: string] | null {
  const commaParts = text.split(",");
  if (commaParts.length === 2) {
    const [integer = "", fraction = ""] = commaParts;
    return /^\d{1,2}$/.test(fraction) ? [parseInteger(integer), fraction] : null;
  }
  if (commaParts.length > 2) return null;
  const decimal = dotDecimal.exec(text);
  if (decimal) return [decimal[1] ?? null, decimal[2] ?? ""];
  return [parseInteger(text), ""];
}

/**
 * Reads an amount as an Argentine user types it ("1.234,56", "1234,5", "1234.56", "$ 1234") and
 * returns centavos, or null when it is not a valid non-negative amount with at most 2 decimals.
 * A lone dot before 1–2 digits is a decimal point; dots before groups of 3 digits separate thousands.
 */
export function parseMoney(text: string): number | null {
  const amount = text.trim().replace(/^\$\s*/, "");
  const parts = splitAmount(amount);
  if (!parts || parts[0] === null) return null;
  const [integer, fraction] = parts;
  const centavos = Number(integer) * 100 + Number(fraction.padEnd(2, "0"));
  return centavos <= MAX_MONEY_PESOS * 100 ? centavos : null;
}

/** An amount in pesos as the API receives it, stored as integer centavos (docs/product.md#data). */
export const moneyInput = z
  .number({ error: "Ingresá un monto válido." })
  .min(0, "El monto no puede ser negativo.")
  .max(MAX_MONEY_PESOS, "El monto es demasiado grande.")
  .refine(
    (pesos) => Number.isInteger(shiftTwoDecimals(pesos)),
    "El monto puede tener como máximo 2 decimales.",
  )
  .transform(pesosToCentavos);
export type MoneyInput = z.input<typeof moneyInput>;
