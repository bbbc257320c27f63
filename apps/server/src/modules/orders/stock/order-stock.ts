import { ingredientDemand } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import { AppError } from "../../../errors.ts";
import { type MovementDraft, recordMovements } from "../../stock/index.ts";
import type { OrderCatalog } from "../catalog/order-catalog.ts";
import type { PricedOrder } from "../catalog/order-lines.ts";
import {
  giveBackProduct,
  moveIngredientAmount,
  orderMovementSums,
  readProductQuantity,
  takeProductUnits,
} from "./queries.ts";

export type StockUser = { id: string; name: string };
/** The items whose stock changed, for the change events sent after commit. */
export type StockChanges = { products: string[]; ingredients: string[] };

export const byId = <T>(map: ReadonlyMap<string, T>) =>
  [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

export const oversold = (name: string, left: number) =>
  new AppError("aborted", `No hay stock suficiente de ${name}: quedan ${left}.`);

/**
 * One conditional update per tracked product (`quantity >= n`): the database, not a read before it,
 * decides who gets the last unit, so concurrent orders never oversell. Ids in order, so two orders lock
 * rows in the same order and never deadlock. No row back: the order is refused naming what is left.
 */
const takeProducts = async (
  trx: Db,
  businessId: string,
  catalog: OrderCatalog,
  priced: PricedOrder,
  drafts: MovementDraft[],
) => {
  const changed: string[] = [];
  for (const [id, units] of byId(priced.demand)) {
    const product = catalog.products.get(id);
    if (!product || product.quantity === null) continue;
    const row = await takeProductUnits(trx, businessId, id, units);
    if (row) {
      changed.push(id);
      drafts.push({
        itemKind: "product",
        itemId: id,
        delta: -units,
        quantityAfter: Number(row.quantity),
        reason: "sale",
        user: null,
      });
      continue;
    }
    await refuseUntaken(trx, businessId, product);
  }
  return changed;
};

/**
 * A tracked product the conditional update did not take: untracked since it was read (an edit in
 * between), and then there is nothing to take; otherwise there is too little, and the order is refused.
 */
export const refuseUntaken = async (trx: Db, businessId: string, product: { id: string; name: string }) => {
  const current = await readProductQuantity(trx, businessId, product.id);
  if (current && current.quantity === null) return;
  throw oversold(product.name, Number(current?.quantity ?? 0));
};

/** Ingredients may go negative (docs/product.md#rules): a sale is never refused for them, they show as low stock. */
export const moveIngredients = async (
  trx: Db,
  businessId: string,
  amounts: ReadonlyMap<string, number>,
  sign: 1 | -1,
  drafts: MovementDraft[],
  reason: "sale" | "cancellation" | "order_edit",
) => {
  const changed: string[] = [];
  for (const [id, amount] of byId(amounts)) {
    if (amount === 0) continue;
    const row = await moveIngredientAmount(trx, businessId, id, sign * amount);
    if (!row) continue;
    changed.push(id);
    drafts.push({
      itemKind: "ingredient",
      itemId: id,
      delta: sign * amount,
      quantityAfter: Number(row.quantity),
      reason,
      user: null,
    });
  }
  return changed;
};

/** What a new order takes of each ingredient: its recipes, plus or minus its options' (decision 080). */
export const orderIngredients = (catalog: OrderCatalog, priced: PricedOrder): Map<string, number> => {
  const amounts = ingredientDemand(priced.demand, catalog.recipes);
  for (const [id, amount] of priced.optionIngredients) amounts.set(id, (amounts.get(id) ?? 0) + amount);
  return amounts;
};

export const withOrder = (drafts: MovementDraft[], orderId: string, user: StockUser) =>
  drafts.map((draft) => ({ ...draft, orderId, user }));

/** What a new order takes: tracked products (refusing an oversell) and its recipes' ingredients, as 'sale' movements. */
export const takeStock = async (
  trx: Db,
  businessId: string,
  catalog: OrderCatalog,
  priced: PricedOrder,
  orderId: string,
  user: StockUser,
  now: number,
): Promise<StockChanges> => {
  const drafts: MovementDraft[] = [];
  const products = await takeProducts(trx, businessId, catalog, priced, drafts);
  const ingredients = await moveIngredients(
    trx,
    businessId,
    orderIngredients(catalog, priced),
    -1,
    drafts,
    "sale",
  );
  await recordMovements(trx, businessId, withOrder(drafts, orderId, user), now);
  return { products, ingredients };
};

/**
 * What an order's movements took and still hold, per product (units) and ingredient (thousandths): its
 * sale net of its edits (decision 027). Positive is taken.
 */
export const takenByOrder = async (trx: Db, businessId: string, orderId: string) => {
  const taken = await orderMovementSums(trx, businessId, orderId);
  const products = new Map<string, number>();
  const ingredients = new Map<string, number>();
  for (const row of taken)
    (row.item_kind === "product" ? products : ingredients).set(row.item_id, -Number(row.delta));
  return { products, ingredients };
};

/**
 * Cancelling gives back exactly what the order's 'sale' and 'order_edit' movements took, as 'cancellation' movements. The
 * compare-and-set on the order's status lets this run once per order. A product no longer tracked (its
 * stock was reset then) or deleted, or a deleted ingredient, gets nothing back.
 */
export const returnStock = async (
  trx: Db,
  businessId: string,
  orderId: string,
  user: StockUser,
  now: number,
): Promise<StockChanges> => {
  const { products, ingredients } = await takenByOrder(trx, businessId, orderId);
  const drafts: MovementDraft[] = [];
  const changedProducts: string[] = [];
  for (const [id, units] of byId(products)) {
    if (units === 0) continue;
    const row = await giveBackProduct(trx, businessId, id, units);
    if (!row) continue;
    changedProducts.push(id);
    drafts.push({
      itemKind: "product",
      itemId: id,
      delta: units,
      quantityAfter: Number(row.quantity),
      reason: "cancellation",
      user: null,
    });
  }
  const changedIngredients = await moveIngredients(trx, businessId, ingredients, 1, drafts, "cancellation");
  await recordMovements(trx, businessId, withOrder(drafts, orderId, user), now);
  return { products: changedProducts, ingredients: changedIngredients };
};
