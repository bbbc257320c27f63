import {
  centavosToPesos,
  fromRecipeThousandths,
  type IngredientUnit,
  type Product,
  type ProductVatRate,
  type RecipeRow,
  type RecipeUnit,
  recipeCost,
} from "@comanda/domain";
import type { Selectable } from "kysely";
import type { ProductTable } from "../../db/schema.ts";

export type ProductRow = Selectable<ProductTable> & { category_name: string };

/** A recipe row joined with its ingredient; `quantity_needed` in thousandths of the ingredient's unit. */
export type RecipeDataRow = {
  product_id: string;
  ingredient_id: string;
  name: string;
  ingredient_unit: IngredientUnit;
  /** centavos per kg / lt / piece */
  cost: number | null;
  unit: RecipeUnit;
  quantity_needed: number;
};

const toRecipeRow = (row: RecipeDataRow): RecipeRow => ({
  ingredientId: row.ingredient_id,
  name: row.name,
  unit: row.unit,
  quantityNeeded: fromRecipeThousandths(row.quantity_needed, row.unit),
  ingredientUnit: row.ingredient_unit,
  ingredientCost: row.cost === null ? null : centavosToPesos(row.cost),
});

/** Money leaves in pesos (docs/product.md#data); the recipe's cost comes from today's ingredient costs. */
export const toProduct = (row: ProductRow, recipe: RecipeDataRow[]): Product => {
  const cost = recipeCost(recipe.map((r) => ({ thousandths: r.quantity_needed, costPerUnit: r.cost })));
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    categoryId: row.category_id,
    categoryName: row.category_name,
    price: centavosToPesos(row.price),
    unitPrice: centavosToPesos(row.unit_price),
    quantity: row.quantity,
    status: row.status,
    // The column's CHECK allows only these (migration 0023).
    vatRate: row.vat_rate as ProductVatRate,
    ingredients: recipe.map(toRecipeRow),
    recipeCost: cost ? centavosToPesos(cost.centavos) : null,
    recipeCostComplete: cost?.complete ?? false,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};
