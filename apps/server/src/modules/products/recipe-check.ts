import { type RecipeRowValues, recipeUnitMatches, recipeUnitMismatch } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../errors.ts";
import { recipeIngredients } from "./links/queries.ts";

/**
 * Every recipe ingredient must be this business's, enabled when newly added (one already in the recipe
 * may stay after being disabled), and measured in the unit that matches its own (decision 017: kg↔g, lt↔ml,
 * piece↔piece). Field errors name the row, as the dialog shows them.
 */
export const checkRecipe = async (
  trx: Db,
  businessId: string,
  rows: RecipeRowValues[],
  alreadyIn: ReadonlySet<string>,
): Promise<void> => {
  if (rows.length === 0) return;
  const found = await recipeIngredients(trx, businessId, rows);
  const byId = new Map(found.map((ingredient) => [ingredient.id, ingredient]));
  const missing: Record<string, string> = {};
  const invalid: Record<string, string> = {};
  rows.forEach((row, i) => {
    const ingredient = byId.get(row.ingredient_id);
    if (!ingredient) missing[`ingredients.${i}.ingredient_id`] = "Elegí un ingrediente.";
    else if (ingredient.status !== "enabled" && !alreadyIn.has(ingredient.id))
      invalid[`ingredients.${i}.ingredient_id`] = "El ingrediente está deshabilitado: elegí otro.";
    else if (!recipeUnitMatches(ingredient.unit, row.unit))
      invalid[`ingredients.${i}.unit`] = recipeUnitMismatch(ingredient.unit);
  });
  if (Object.keys(missing).length > 0)
    throw new AppError("not-found", "No encontramos ese ingrediente.", missing);
  if (Object.keys(invalid).length > 0)
    throw new AppError("invalid-argument", "Revisá los ingredientes de la receta.", invalid);
};
