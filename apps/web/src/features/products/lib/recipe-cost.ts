import { formatMoney, margin, pesosToCentavos, recipeCost, recipeThousandths } from "@comanda/domain";
import type { RecipeRowField } from "./product-form-values";

export type RecipeCostFigures = {
  /** what the costed rows add up to, in centavos */
  costCentavos: number;
  /** every row's ingredient has a cost */
  complete: boolean;
  priceCentavos: number;
};

const percentFormat = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 });

/**
 * Food cost and margin, the figures a restaurant owner prices by (decision 017): "Costo receta $ 850,00 ·
 * Margen 62 %". A cost that leaves out ingredients without one says so, as its margin reads too high.
 */
export function recipeCostText({ costCentavos, complete, priceCentavos }: RecipeCostFigures): string {
  const cost = `Costo receta ${formatMoney(costCentavos)}${complete ? "" : " (incompleto)"}`;
  const { percent } = margin(priceCentavos, costCentavos);
  return percent === null ? cost : `${cost} · Margen ${percentFormat.format(percent)} %`;
}

/** Says why a cost is incomplete, for the dialog where the rows are in view. */
export const incompleteCostHint = "Hay ingredientes sin costo: el costo no los incluye.";

/** What the dialog's rows cost, from the ingredients' costs in pesos per unit; null when none has one. */
export const costOfRows = (rows: readonly RecipeRowField[]) =>
  recipeCost(
    rows.map((row) => ({
      thousandths: recipeThousandths(row.quantityNeeded, row.unit) ?? 0,
      costPerUnit: row.cost === null ? null : pesosToCentavos(row.cost),
    })),
  );
