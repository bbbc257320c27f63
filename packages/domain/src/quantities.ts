import { z } from "zod";

/** docs/product.md#constants units of an ingredient, with the labels its table shows. */
export const ingredientUnits = ["kg", "lt", "piece"] as const;
export type IngredientUnit = (typeof ingredientUnits)[number];

export const unitLabels: Record<IngredientUnit, string> = {
  kg: "Kilogramos",
  lt: "Litros",
  piece: "Unidades",
};

export const ingredientUnit = z.enum(ingredientUnits, {
  error: "Elegí la unidad: Kilogramos, Litros o Unidades.",
});

/**
 * docs/product.md#quantities conversion factor: quantities are stored as integer thousandths of their unit (kg → g, lt → ml,
 * piece → 1/1000), so sums and recipe amounts stay exact (docs/product.md#data).
 */
export const QUANTITY_FACTOR = 1000;
/** Upper bound of any quantity the API accepts, in units; keeps thousandths well inside safe integers. */
export const MAX_QUANTITY = 1_000_000_000;

export type QuantityProblem = "invalid" | "negative" | "decimals" | "too-big";
export type QuantityReading = { ok: true; thousandths: number } | { ok: false; problem: QuantityProblem };

const decimalText = /^(\d*)(?:[.,](\d+))?$/;

const fromParts = (integer: string, fraction: string): QuantityReading => {
  if (fraction.length > 3) return { ok: false, problem: "decimals" };
  const thousandths = Number(integer || "0") * QUANTITY_FACTOR + Number(fraction.padEnd(3, "0"));
  return thousandths > MAX_QUANTITY * QUANTITY_FACTOR
    ? { ok: false, problem: "too-big" }
    : { ok: true, thousandths };
};

const readText = (raw: string): QuantityReading => {
  const text = raw.trim();
  const negative = text.startsWith("-");
  const match = decimalText.exec(negative ? text.slice(1).trim() : text);
  if (!match || (!match[1] && !match[2])) return { ok: false, problem: "invalid" };
  const reading = fromParts(match[1] ?? "", match[2] ?? "");
  if (negative && (!reading.ok || reading.thousandths > 0)) return { ok: false, problem: "negative" };
  return reading;
};

const readNumber = (value: number): QuantityReading => {
  if (!Number.isFinite(value)) return { ok: false, problem: "invalid" };
  if (value < 0) return { ok: false, problem: "negative" };
  if (value > MAX_QUANTITY) return { ok: false, problem: "too-big" };
  // The shortest decimal form of the number, shifted three places: 1.005 stays exactly 1005.
  const [mantissa, exponent = "0"] = String(value).split("e");
  const shifted = Number(`${mantissa}e${Number(exponent) + 3}`);
  return Number.isInteger(shifted)
    ? { ok: true, thousandths: shifted + 0 }
    : { ok: false, problem: "decimals" };
};

/** Reads a quantity as typed ("1,5", "1.5", "2", ",25") or sent as a number, explaining a refusal. */
export const readQuantity = (input: string | number): QuantityReading =>
  typeof input === "number" ? readNumber(input) : readText(input);

/**
 * A non-negative quantity with at most 3 decimals, a comma or a dot as the decimal separator (never a
 * thousands separator: "1.500" is one and a half), in thousandths; null when it is not one.
 */
export const parseQuantity = (input: string | number): number | null => {
  const reading = readQuantity(input);
  return reading.ok ? reading.thousandths : null;
};

/** Thousandths to the decimal the API and forms speak (1500 → 1.5). */
export const fromThousandths = (thousandths: number): number => thousandths / QUANTITY_FACTOR;

/** A decimal quantity with at most 3 decimals to thousandths (1.5 → 1500); throws on anything else. */
export const toThousandths = (quantity: number): number => {
  const thousandths = parseQuantity(Math.abs(quantity));
  if (thousandths === null) throw new RangeError(`${quantity} is not a quantity with at most 3 decimals.`);
  return quantity < 0 ? -thousandths : thousandths;
};

// No grouping: "1.500" would read back as 1,5. Stock may go negative (docs/product.md#rules), so the sign is kept.
const quantityFormat = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 3, useGrouping: false });

// "-1 unidad" as much as "1 unidad": a count of one, whatever its sign.
const unitSuffix = (quantity: number, unit: IngredientUnit) =>
  unit === "piece" ? (Math.abs(quantity) === 1 ? "unidad" : "unidades") : unit;

/**
 * Thousandths as es-AR text: 1500 → "1,5"; with a unit, 1500 kg → "1,5 kg", 1000 piece → "1 unidad".
 * The text reads back through parseQuantity.
 */
export const formatQuantity = (thousandths: number, unit?: IngredientUnit): string => {
  if (!Number.isSafeInteger(thousandths)) {
    throw new RangeError(`A quantity must be an integer number of thousandths, got ${thousandths}.`);
  }
  const quantity = fromThousandths(thousandths);
  const text = quantityFormat.format(quantity);
  return unit ? `${text} ${unitSuffix(quantity, unit)}` : text;
};

export const quantityMessages: Record<QuantityProblem | "required", string> = {
  required: "Ingresá una cantidad.",
  invalid: "Ingresá una cantidad válida, por ejemplo 1,5.",
  negative: "La cantidad no puede ser negativa.",
  decimals: "La cantidad puede tener como máximo 3 decimales.",
  "too-big": "La cantidad es demasiado grande.",
};

/** A quantity as the API receives it, a number (1.5) or text ("1,5"), transformed to thousandths. */
export const quantityInput = z
  .union([z.number(), z.string().max(40, quantityMessages.invalid)], {
    error: (issue) => (issue.input === undefined ? quantityMessages.required : quantityMessages.invalid),
  })
  .transform((input, ctx) => {
    const reading = readQuantity(input);
    if (reading.ok) return reading.thousandths;
    ctx.addIssue({ code: "custom", message: quantityMessages[reading.problem] });
    return z.NEVER;
  });
export type QuantityInput = z.input<typeof quantityInput>;
