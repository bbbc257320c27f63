import {
  type ChangeEvent,
  type EnabledStatus,
  type Page,
  type Product,
  type ProductValues,
  uuidv7,
} from "@comanda/domain";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { toPage } from "../../db/keyset.ts";
import { AppError, notFound } from "../../errors.ts";
import { attachGroups, groupIdsOfProducts, lockGroups } from "../modifiers/index.ts";
import { recordMovements } from "../stock/index.ts";
import { moveCount } from "./counters.ts";
import { writeRecipe } from "./links/queries.ts";
import { listProductRows, type ProductListFilter } from "./list/queries.ts";
import {
  deleteProductRows,
  findProductRow,
  guardSave,
  insertProduct,
  lockProduct,
  productColumns,
  recipeIngredientIds,
  recipesOf,
  setProductStatusRow,
  toProduct,
  updateProduct,
} from "./queries.ts";
import { checkRecipe } from "./recipe-check.ts";
import { settleStock } from "./stock-seen.ts";
import { promotionsUsing } from "./usage.ts";

export type ProductDeps = Pick<AppContext, "database" | "bus">;
/** Who saves, from the session: a stock change is recorded with its user (decision 019). */
export type ProductEditor = { id: string; name: string };

const missing = () => notFound("No encontramos ese producto.");

/** After commit only: a listener must never see a change that was rolled back. */
const publishAll = async (deps: ProductDeps, businessId: string, events: ChangeEvent[]) => {
  for (const event of events) await deps.bus.publish(businessId, event);
};

const categoryEvents = (ids: string[]): ChangeEvent[] =>
  ids.map((id) => ({ entity: "categories", id, op: "update" }));

type StockChange = Pick<Parameters<typeof recordMovements>[2][number], "delta" | "quantityAfter" | "reason">;

/** Saving a product writes its whole recipe and the stock movement the save made, in the caller's transaction. */
const saveRecipeAndStock = async (
  trx: Db,
  businessId: string,
  id: string,
  ingredients: ProductValues["ingredients"],
  user: ProductEditor,
  now: number,
  change: StockChange,
) => {
  await writeRecipe(trx, businessId, id, ingredients);
  await recordMovements(trx, businessId, [{ itemKind: "product", itemId: id, ...change, user }], now);
};

/** Decision 080: the groups the dialog chose, each this business's (locked so none goes before it is attached). */
const saveGroups = async (
  trx: Db,
  deps: ProductDeps,
  businessId: string,
  id: string,
  groupIds: readonly string[] | undefined,
) => {
  if (groupIds === undefined) return;
  const found = new Set(
    (await lockGroups(trx, deps.database.dialect, businessId, groupIds)).map((row) => row.id),
  );
  const index = groupIds.findIndex((groupId) => !found.has(groupId));
  if (index >= 0) {
    const message = "No encontramos ese grupo de opciones.";
    throw new AppError("invalid-argument", message, { [`modifier_group_ids.${index}`]: message });
  }
  await attachGroups(trx, businessId, id, groupIds);
};

const readProduct = async (db: Db, businessId: string, id: string): Promise<Product> => {
  const row = await findProductRow(db, businessId, id);
  if (!row) throw missing();
  const recipes = await recipesOf(db, businessId, [id]);
  const groups = await groupIdsOfProducts(db, businessId, [id]);
  return toProduct(row, recipes.get(id) ?? [], groups.get(id) ?? []);
};

/** docs/product.md#products: newest first, `q` on name or code, optionally one category. */
export const listProducts = async (
  { database }: ProductDeps,
  businessId: string,
  query: ProductListFilter,
): Promise<Page<Product>> => {
  const { rows, total, totalIsCapped } = await listProductRows(
    database.db,
    businessId,
    query,
    database.dialect,
  );
  const shown = rows.slice(0, query.limit);
  const ids = shown.map((row) => row.id);
  const recipes = await recipesOf(database.db, businessId, ids);
  const groups = await groupIdsOfProducts(database.db, businessId, ids);
  const page = toPage(
    rows,
    query.limit,
    (row) => ({ at: row.created_at, id: row.id }),
    (row) => toProduct(row, recipes.get(row.id) ?? [], groups.get(row.id) ?? []),
  );
  return { ...page, total, totalIsCapped };
};

export const getProduct = ({ database }: ProductDeps, businessId: string, id: string) =>
  readProduct(database.db, businessId, id);

/**
 * docs/product.md#api: the product, its recipe and its category's counter in one transaction; new products start
 * enabled. A stock given at creation is its 'initial' movement, so stock = Σ movements from the start.
 */
export const createProduct = async (
  deps: ProductDeps,
  businessId: string,
  user: ProductEditor,
  input: ProductValues,
): Promise<Product> => {
  const now = Date.now();
  const id = uuidv7(now);
  const touched = await guardSave(() =>
    deps.database.db.transaction().execute(async (trx) => {
      await checkRecipe(trx, businessId, input.ingredients, new Set());
      const moved = await moveCount(trx, businessId, null, input.category_id);
      await insertProduct(trx, {
        id,
        business_id: businessId,
        ...productColumns(input),
        status: "enabled",
        created_at: now,
        updated_at: now,
      });
      await saveRecipeAndStock(trx, businessId, id, input.ingredients, user, now, {
        delta: input.quantity ?? 0,
        quantityAfter: input.quantity,
        reason: "initial",
      });
      await saveGroups(trx, deps, businessId, id, input.modifier_group_ids);
      return moved;
    }),
  );
  await publishAll(deps, businessId, [{ entity: "products", id, op: "insert" }, ...categoryEvents(touched)]);
  return readProduct(deps.database.db, businessId, id);
};

/**
 * Every field and the whole recipe are replaced; a category change moves the count (docs/product.md#api). A stock
 * changed in the dialog is an 'adjustment' movement of the difference (untracked counts as 0), written
 * under the product's lock so no sale slips between the read and the write; against the stock the dialog
 * loaded (`stock_seen`), so units sold while it was open are not written back (settleStock).
 */
export const editProduct = async (
  deps: ProductDeps,
  businessId: string,
  user: ProductEditor,
  id: string,
  input: ProductValues,
): Promise<Product> => {
  const { db, dialect } = deps.database;
  const touched = await guardSave(() =>
    db.transaction().execute(async (trx) => {
      const current = await lockProduct(trx, dialect, businessId, id);
      if (!current) throw missing();
      const quantity = settleStock(current.quantity, input.quantity, input.stock_seen, (now) =>
        now === null ? "ahora no tiene control de stock" : `ahora es ${now}`,
      );
      const recipe = await recipeIngredientIds(trx, id);
      const alreadyIn = new Set(recipe.map((row) => row.ingredient_id));
      await checkRecipe(trx, businessId, input.ingredients, alreadyIn);
      const moved = await moveCount(trx, businessId, current.category_id, input.category_id);
      const now = Date.now();
      await updateProduct(trx, businessId, id, {
        ...productColumns({ ...input, quantity }),
        updated_at: now,
      });
      await saveRecipeAndStock(trx, businessId, id, input.ingredients, user, now, {
        delta: (quantity ?? 0) - (current.quantity ?? 0),
        quantityAfter: quantity,
        reason: "adjustment",
      });
      await saveGroups(trx, deps, businessId, id, input.modifier_group_ids);
      return moved;
    }),
  );
  await publishAll(deps, businessId, [{ entity: "products", id, op: "update" }, ...categoryEvents(touched)]);
  return readProduct(db, businessId, id);
};

export const setProductStatus = async (
  deps: ProductDeps,
  businessId: string,
  id: string,
  status: EnabledStatus,
): Promise<Product> => {
  const updated = await setProductStatusRow(deps.database.db, businessId, id, status);
  if (!updated) throw missing();
  await publishAll(deps, businessId, [{ entity: "products", id, op: "update" }]);
  return readProduct(deps.database.db, businessId, id);
};

/**
 * A product in a promotion stays (decision 017), named in the refusal. The check runs after the product's lock
 * (PostgreSQL) or inside SQLite's single writer, so no combo can take the product in between.
 */
export const deleteProduct = async (deps: ProductDeps, businessId: string, id: string): Promise<void> => {
  const { db, dialect } = deps.database;
  const touched = await db.transaction().execute(async (trx) => {
    const current = await lockProduct(trx, dialect, businessId, id);
    if (!current) throw missing();
    const refusal = await promotionsUsing(trx, businessId, id);
    if (refusal) throw new AppError("aborted", refusal);
    await deleteProductRows(trx, id);
    return moveCount(trx, businessId, current.category_id, null);
  });
  await publishAll(deps, businessId, [{ entity: "products", id, op: "delete" }, ...categoryEvents(touched)]);
};
