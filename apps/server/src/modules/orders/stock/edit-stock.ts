import { editStockMoves, type OptionAmounts } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import type { MovementDraft } from "../../stock/index.ts";
import { recordMovements } from "../../stock/index.ts";
import type { OrderCatalog, RecipeRow } from "../catalog/order-catalog.ts";
import { findProducts } from "../catalog/queries.ts";
import type { LineFields } from "../read/order-rows.ts";
import {
  byId,
  moveIngredients,
  oversold,
  type StockChanges,
  type StockUser,
  takenByOrder,
  withOrder,
} from "./order-stock.ts";
import { giveBackProduct, readProductQuantity, takeProductUnits } from "./queries.ts";

/** The units of each product the stored lines sold: product lines and combo items (stored as units sold). */
export const unitsOfLines = (lines: readonly LineFields[]): Map<string, number> => {
  const units = new Map<string, number>();
  for (const line of lines) {
    if (line.kind === "promotion") continue;
    units.set(line.item_id, (units.get(line.item_id) ?? 0) + line.quantity);
  }
  return units;
};

/** The catalog's recipes, plus those of the products the edit removes (the catalog reads only the new lines). */
const recipesFor = async (trx: Db, businessId: string, catalog: OrderCatalog, ids: Iterable<string>) => {
  const recipes = new Map<string, RecipeRow[]>(catalog.recipes);
  const missing = [...ids].filter((id) => !catalog.products.has(id));
  for (const row of await findProducts(trx, businessId, missing)) {
    if (row.ingredient_id === null) continue;
    const recipe = recipes.get(row.id) ?? [];
    recipe.push({ ingredientId: row.ingredient_id, thousandths: Number(row.quantity_needed) });
    recipes.set(row.id, recipe);
  }
  return recipes;
};

export type EditStock = {
  businessId: string;
  orderId: string;
  catalog: OrderCatalog;
  before: ReadonlyMap<string, number>;
  after: ReadonlyMap<string, number>;
  /** what the old and the new lines' options take beyond their recipes */
  options: OptionAmounts;
  user: StockUser;
  now: number;
};

/**
 * Moves stock by the edit's difference (domain `editStockMoves`), as 'order_edit' movements. Products in
 * id order, takes and returns together, as creation and cancelling lock them, so no two transactions wait
 * on each other in a circle. A take is the same conditional update creation uses: too little stock
 * refuses the edit naming the product, and the transaction writes nothing.
 */
export const moveStockByEdit = async (trx: Db, edit: EditStock): Promise<StockChanges> => {
  const { businessId, orderId, catalog } = edit;
  const recipes = await recipesFor(trx, businessId, catalog, edit.before.keys());
  const taken = await takenByOrder(trx, businessId, orderId);
  const moves = editStockMoves(edit.before, edit.after, recipes, taken, edit.options);
  const drafts: MovementDraft[] = [];
  const products: string[] = [];
  for (const [id, units] of byId(moves.products)) {
    const row =
      units > 0
        ? await takeProductUnits(trx, businessId, id, units)
        : await giveBackProduct(trx, businessId, id, -units);
    if (!row) {
      if (units < 0) continue;
      const current = await readProductQuantity(trx, businessId, id);
      // Untracked since it was read: nothing to take.
      if (current && current.quantity === null) continue;
      throw oversold(catalog.products.get(id)?.name ?? "", Number(current?.quantity ?? 0));
    }
    products.push(id);
    drafts.push({
      itemKind: "product",
      itemId: id,
      delta: -units,
      quantityAfter: Number(row.quantity),
      reason: "order_edit",
      user: null,
    });
  }
  const ingredients = await moveIngredients(trx, businessId, moves.ingredients, -1, drafts, "order_edit");
  await recordMovements(trx, businessId, withOrder(drafts, orderId, edit.user), edit.now);
  return { products, ingredients };
};
