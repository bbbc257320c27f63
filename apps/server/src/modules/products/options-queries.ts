import {
  type CategoryOption,
  centavosToPesos,
  type IngredientOption,
  nameKey,
  type optionsQuery,
  type ProductOption,
} from "@comanda/domain";
import { type SqlBool, sql } from "kysely";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { containsPattern } from "../../db/keyset.ts";
import { inCategoryOrder } from "../categories/order.ts";

export type OptionsFilter = z.output<typeof optionsQuery>;

// Pickers offer enabled records only, by name (docs/product.md#api); `q` matches anywhere in the name.
const nameMatches = (query: OptionsFilter) => {
  const search = query.q ? nameKey(query.q) : "";
  return search === ""
    ? sql<SqlBool>`1 = 1`
    : sql<SqlBool>`name_key like ${containsPattern(search)} escape '\\'`;
};

/** In the owner's order (issue 33 point 20): the order screen's chips and the product form's picker. */
export const categoryOptions = (
  db: Db,
  businessId: string,
  query: OptionsFilter,
): Promise<CategoryOption[]> =>
  inCategoryOrder(
    db
      .selectFrom("category as c")
      .select(["c.id", "c.name"])
      .where("c.business_id", "=", businessId)
      .where("c.status", "=", "enabled")
      .where(nameMatches(query)),
    "c",
  )
    .limit(query.limit)
    .execute();

export const ingredientOptions = async (
  db: Db,
  businessId: string,
  query: OptionsFilter,
): Promise<IngredientOption[]> => {
  const rows = await db
    .selectFrom("ingredient")
    .select(["id", "name", "unit", "cost"])
    .where("business_id", "=", businessId)
    .where("status", "=", "enabled")
    .where(nameMatches(query))
    .orderBy("name_key")
    .orderBy("id")
    .limit(query.limit)
    .execute();
  return rows.map((row) => ({ ...row, cost: row.cost === null ? null : centavosToPesos(row.cost) }));
};

export const productOptions = async (
  db: Db,
  businessId: string,
  query: OptionsFilter,
): Promise<ProductOption[]> => {
  const rows = await db
    .selectFrom("product")
    .select(["id", "name", "price", "quantity", "category_id"])
    .where("business_id", "=", businessId)
    .where("status", "=", "enabled")
    .where(nameMatches(query))
    .orderBy("name_key")
    .orderBy("id")
    .limit(query.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: centavosToPesos(row.price),
    quantity: row.quantity,
    categoryId: row.category_id,
  }));
};
