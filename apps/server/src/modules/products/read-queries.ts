import type { Db } from "../../db/database.ts";
import type { ProductRow, RecipeDataRow } from "./rows.ts";

/** The recipes of a page of products in one statement, each in its saved order. */
export const recipesOf = async (
  db: Db,
  businessId: string,
  productIds: string[],
): Promise<Map<string, RecipeDataRow[]>> => {
  const byProduct = new Map<string, RecipeDataRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom("product_ingredient")
    .innerJoin("ingredient", "ingredient.id", "product_ingredient.ingredient_id")
    .select([
      "product_ingredient.product_id",
      "product_ingredient.ingredient_id",
      "ingredient.name",
      "ingredient.unit as ingredient_unit",
      "ingredient.cost",
      "product_ingredient.unit",
      "product_ingredient.quantity_needed",
    ])
    .where("product_ingredient.business_id", "=", businessId)
    .where("product_ingredient.product_id", "in", productIds)
    .orderBy("product_ingredient.product_id")
    .orderBy("product_ingredient.position")
    .execute();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(row);
    byProduct.set(row.product_id, list);
  }
  return byProduct;
};

/** A product of this business with its category's name, or nothing: another business's is unknown. */
export const findProductRow = (db: Db, businessId: string, id: string): Promise<ProductRow | undefined> =>
  db
    .selectFrom("product")
    .innerJoin("category", "category.id", "product.category_id")
    .selectAll("product")
    .select("category.name as category_name")
    .where("product.business_id", "=", businessId)
    .where("product.id", "=", id)
    .executeTakeFirst();
