import { z } from "zod";
import { type IngredientUnit, QUANTITY_FACTOR } from "./quantities.ts";

/** docs/product.md#constants: a recipe row speaks grams, millilitres or pieces of its ingredient. */
export const recipeUnits = ["g", "ml", "piece"] as const;
export type RecipeUnit = (typeof recipeUnits)[number];

export const recipeUnitLabels: Record<RecipeUnit, string> = {
  g: "Gramos",
  ml: "Mililitros",
  piece: "Unidad",
};

export const recipeUnit = z.enum(recipeUnits, {
  error: "Elegí la unidad: Gramos, Mililitros o Unidad.",
});

/** The recipe unit each ingredient unit is measured in (decision 017: kg↔g, lt↔ml, piece↔piece). */
export const recipeUnitOf: Record<IngredientUnit, RecipeUnit> = { kg: "g", lt: "ml", piece: "piece" };

export const recipeUnitMatches = (ingredientUnit: IngredientUnit, unit: RecipeUnit): boolean =>
  recipeUnitOf[ingredientUnit] === unit;

export const recipeUnitMismatch = (ingredientUnit: IngredientUnit): string =>
  `La unidad no corresponde al ingrediente: usá ${recipeUnitLabels[recipeUnitOf[ingredientUnit]]}.`;

/**
 * A recipe amount in integer thousandths of the ingredient's unit (docs/product.md#api, factor 1000): 250 g of a kg
 * ingredient is 250, 30 ml of a litre one is 30, 2 pieces are 2000. Grams and millilitres are the
 * thousandth already, so they must be whole; pieces may carry 3 decimals (half a lemon is 500).
 * Null when the amount cannot be stored exactly.
 */
export const recipeThousandths = (quantityNeeded: number, unit: RecipeUnit): number | null => {
  if (!Number.isFinite(quantityNeeded) || quantityNeeded <= 0) return null;
  const [mantissa, exponent = "0"] = String(quantityNeeded).split("e");
  const thousandths = unit === "piece" ? Number(`${mantissa}e${Number(exponent) + 3}`) : quantityNeeded;
  return Number.isSafeInteger(thousandths) ? thousandths : null;
};

/** Thousandths back to the recipe unit's figure (250 → 250 g; 1500 → 1,5 piece). */
export const fromRecipeThousandths = (thousandths: number, unit: RecipeUnit): number =>
  unit === "piece" ? thousandths / QUANTITY_FACTOR : thousandths;

/** Upper bound of one recipe row, in the recipe unit (a 1000 kg recipe row is a typo). */
export const MAX_RECIPE_AMOUNT = 1_000_000;
export const MAX_RECIPE_ROWS = 50;

export type CostedRow = {
  /** thousandths of the ingredient's unit */
  thousandths: number;
  /** centavos per whole unit (kg, lt, piece), or null when the ingredient has no cost */
  costPerUnit: number | null;
};

/**
 * What a recipe costs, in centavos, from the rows whose ingredient has a cost; `complete` says every row
 * had one. Rounded once at the end so many small rows do not each lose half a centavo.
 */
export const recipeCost = (rows: CostedRow[]): { centavos: number; complete: boolean } | null => {
  const costed = rows.filter((row) => row.costPerUnit !== null);
  if (costed.length === 0) return null;
  const milliCentavos = costed.reduce((sum, row) => sum + row.thousandths * (row.costPerUnit ?? 0), 0);
  return { centavos: Math.round(milliCentavos / QUANTITY_FACTOR), complete: costed.length === rows.length };
};

/** Margin over the public price: amount in centavos and percent of the price (null when the price is 0). */
export const margin = (priceCentavos: number, costCentavos: number) => ({
  centavos: priceCentavos - costCentavos,
  percent: priceCentavos > 0 ? ((priceCentavos - costCentavos) / priceCentavos) * 100 : null,
});
