import { centavosToPesos, fromThousandths, type Ingredient, type IngredientValues } from "@comanda/domain";
import type { IngredientTable } from "../../db/schema.ts";
import { namedRecordService } from "../named-records/service.ts";
import { recipesUsing } from "../products/usage.ts";

/** SPEC §2 Ingredientes: stored in thousandths of the unit, spoken in decimals (DESIGN §4). */
export const ingredients = namedRecordService<IngredientTable, Ingredient, IngredientValues>({
  table: "ingredient",
  entity: "ingredients",
  messages: {
    notFound: "No encontramos ese ingrediente.",
    duplicate: "Ya existe un ingrediente con ese nombre.",
  },
  itemColumns: ["code", "unit", "quantity", "min_quantity", "cost"],
  toItem: (row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    unit: row.unit,
    quantity: fromThousandths(row.quantity),
    minQuantity: fromThousandths(row.min_quantity),
    status: row.status,
    // DESIGN §5 Home: low stock is quantity ≤ min_quantity.
    lowStock: row.quantity <= row.min_quantity,
    cost: row.cost === null ? null : centavosToPesos(row.cost),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  columnsOf: (input) => ({
    code: input.code,
    unit: input.unit,
    quantity: input.quantity,
    min_quantity: input.min_quantity,
    cost: input.cost,
  }),
  // Issue 8: an ingredient a recipe uses stays; the refusal names the products.
  inUse: recipesUsing,
});
