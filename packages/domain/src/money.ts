import { z } from "zod";

/**
 * Upper bound for a count at close (the shift's takings of one method), in pesos; keeps centavos well inside
 * safe integers. Every other amount is bounded by MAX_ORDER_PESOS.
 */
export const MAX_MONEY_PESOS = 1_000_000_000_000;

/**
 * Decision 068: the most one order's total, one line (price × quantity), one price, payment, tip, discount,
 * surcharge, delivery fee, cash float or cash movement may be: $ 100.000.000, far past anything a
 * restaurant charges, so that a shift reaches 2^53 centavos only after some 900.000 orders at the cap.
 */
export const MAX_ORDER_PESOS = 100_000_000;
export const MAX_ORDER_CENTAVOS = MAX_ORDER_PESOS * 100;

const arsFormat = new Intl.NumberFormat("es-AR", { style: "currency", currency: "ARS" });

/** Integer centavos as a decimal string of pesos, exact at any size: -123456n → "-1234.56". */
const decimalPesos = (centavos: bigint): string => {
  const abs = centavos < 0n ? -centavos : centavos;
  return `${centavos < 0n ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
};

/** Formats integer centavos as ARS, e.g. 123456 → "$ 1.234,56" (the space is U+00A0). */
export function formatMoney(centavos: number | bigint): string {
  if (typeof centavos === "number" && !Number.isSafeInteger(centavos)) {
    throw new RangeError(`Money must be an integer number of centavos, got ${centavos}.`);
  }
  // A decimal string keeps large amounts exact; centavos / 100 drifts near MAX_SAFE_INTEGER.
  return arsFormat.format(decimalPesos(BigInt(centavos)) as `${number}`);
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

/**
 * Decision 068: a sum of money in an answer (a shift's, a day's, a method's takings) in pesos: a JSON number
 * while it has at most 15 significant digits, where a double is exact, else a decimal string of pesos
 * ("90071992547409.93"). No sum is ever rounded, and every real restaurant's sums stay plain numbers.
 */
export type MoneyTotal = number | string;
const decimalTotal = /^-?\d+\.\d{2}$/;
export const moneyTotal = z.union([z.number(), z.string().regex(decimalTotal)]);

const EXACT_AS_NUMBER = 10n ** 15n;

/** Centavos (a BigInt, or the decimal text a database sum reads as) → the answer's MoneyTotal. */
export const totalFromCentavos = (centavos: bigint | number | string): MoneyTotal => {
  const value = BigInt(centavos);
  const abs = value < 0n ? -value : value;
  // Below 10^15 centavos the nearest double to centavos / 100 prints back as exactly that decimal.
  return abs < EXACT_AS_NUMBER ? Number(value) / 100 : decimalPesos(value);
};

/** A MoneyTotal (or plain pesos) back to exact centavos. */
export const centavosOfTotal = (total: MoneyTotal): bigint => {
  if (typeof total === "number") return BigInt(pesosToCentavos(total));
  if (!decimalTotal.test(total)) throw new RangeError(`Not an amount of pesos: ${total}.`);
  const negative = total.startsWith("-");
  const [integer = "0", fraction = "00"] = total.replace("-", "").split(".");
  const centavos = BigInt(integer) * 100n + BigInt(fraction);
  return negative ? -centavos : centavos;
};

/** MoneyTotals added up exactly, in centavos as BigInt (pesos as floats would drift). */
export const addTotals = (values: readonly MoneyTotal[]): MoneyTotal =>
  totalFromCentavos(values.reduce((sum, value) => sum + centavosOfTotal(value), 0n));

/** a − b, exactly (a count's difference: counted − expected). */
export const subtractTotals = (a: MoneyTotal, b: MoneyTotal): MoneyTotal =>
  totalFromCentavos(centavosOfTotal(a) - centavosOfTotal(b));

/**
 * The API speaks pesos; formatMoney takes centavos so that it never rounds twice: 1234.5 → "$ 1.234,50".
 * A sum past a double's exact digits arrives as a decimal string (decision 068) and is shown exactly.
 */
export function formatPesos(pesos: MoneyTotal): string {
  return typeof pesos === "number"
    ? formatMoney(pesosToCentavos(pesos))
    : formatMoney(centavosOfTotal(pesos));
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

const boundedMoney = (maxPesos: number) =>
  z
    .number({ error: "Ingresá un monto válido." })
    .min(0, "El monto no puede ser negativo.")
    .max(maxPesos, `El monto puede ser como mucho ${formatMoney(maxPesos * 100).replace(/,00$/, "")}.`)
    .refine(
      (pesos) => Number.isInteger(shiftTwoDecimals(pesos)),
      "El monto puede tener como máximo 2 decimales.",
    )
    .transform(pesosToCentavos);

/**
 * An amount in pesos as the API receives it, stored as integer centavos (docs/product.md#data); at most
 * MAX_ORDER_PESOS (decision 068).
 */
export const moneyInput = boundedMoney(MAX_ORDER_PESOS);
export type MoneyInput = z.input<typeof moneyInput>;

/** What a count at close may say one method took in a shift: many orders' worth (decision 068). */
export const countedMoneyInput = boundedMoney(MAX_MONEY_PESOS);
