import type { RecipeRowValues } from "@comanda/domain";
import { sql } from "kysely";
import type { Db } from "../../../db/database.ts";

/**
 * What a product is linked to, apart from its own row: its category's counter, its recipe's rows, and the
 * promotions and recipes a deletion would leave without it.
 */

/**
 * docs/product.md#category-counters, +1: one atomic update that also proves the category is this
 * business's (undefined when it is not) and returns its status. The row stays locked until the product's
 * transaction ends.
 */
export const countInCategory = (trx: Db, businessId: string, categoryId: string) =>
  trx
    .updateTable("category")
    .set({ product_count: sql`product_count + 1` })
    .where("business_id", "=", businessId)
    .where("id", "=", categoryId)
    .returning("status")
    .executeTakeFirst();

/** docs/product.md#category-counters, −1, never below 0. */
export const countOutOfCategory = (trx: Db, businessId: string, categoryId: string) =>
  trx
    .updateTable("category")
    .set({
      product_count: sql`case when product_count > 0 then product_count - 1 else 0 end`,
    })
    .where("business_id", "=", businessId)
    .where("id", "=", categoryId)
    .execute();

/** The business's ingredients a recipe names, with their unit and status. */
export const recipeIngredients = (trx: Db, businessId: string, rows: RecipeRowValues[]) =>
  trx
    .selectFrom("ingredient")
    .select(["id", "unit", "status"])
    .where("business_id", "=", businessId)
    .where(
      "id",
      "in",
      rows.map((row) => row.ingredient_id),
    )
    .execute();

/** Replaces a product's recipe rows, keeping the order they were sent in. */
export const writeRecipe = async (
  trx: Db,
  businessId: string,
  productId: string,
  rows: RecipeRowValues[],
): Promise<void> => {
  await trx.deleteFrom("product_ingredient").where("product_id", "=", productId).execute();
  if (rows.length === 0) return;
  await trx
    .insertInto("product_ingredient")
    .values(
      rows.map((row, position) => ({
        product_id: productId,
        ingredient_id: row.ingredient_id,
        business_id: businessId,
        position,
        unit: row.unit,
        quantity_needed: row.thousandths,
      })),
    )
    .execute();
};

/** The first `limit` promotions (by name) a product is part of, each row with how many there are in all. */
export const promotionNamesUsing = (db: Db, businessId: string, productId: string, limit: number) => {
  const using = db
    .selectFrom("promotion_item")
    .where("promotion_item.business_id", "=", businessId)
    .where("promotion_item.product_id", "=", productId);
  return using
    .innerJoin("promotion", "promotion.id", "promotion_item.promotion_id")
    .select("promotion.name")
    .select(using.select((eb) => eb.fn.countAll<number>().as("n")).as("total"))
    .orderBy("promotion.name_key")
    .orderBy("promotion.id")
    .limit(limit)
    .execute();
};

/** The first `limit` products (by name) whose recipe uses an ingredient, each row with how many in all. */
export const productNamesUsing = (db: Db, businessId: string, ingredientId: string, limit: number) => {
  const using = db
    .selectFrom("product_ingredient")
    .where("product_ingredient.business_id", "=", businessId)
    .where("product_ingredient.ingredient_id", "=", ingredientId);
  return using
    .innerJoin("product", "product.id", "product_ingredient.product_id")
    .select("product.name")
    .select(using.select((eb) => eb.fn.countAll<number>().as("n")).as("total"))
    .orderBy("product.name_key")
    .orderBy("product.id")
    .limit(limit)
    .execute();
};
