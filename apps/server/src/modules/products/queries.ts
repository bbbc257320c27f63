import {
  businessDayCode,
  type CategoryOption,
  centavosToPesos,
  type EnabledStatus,
  fromRecipeThousandths,
  type IngredientOption,
  type IngredientUnit,
  nameKey,
  type optionsQuery,
  type Product,
  type ProductOption,
  type ProductValues,
  type ProductVatRate,
  type RecipeRow,
  type RecipeUnit,
  recipeCost,
} from "@comanda/domain";
import {
  type Insertable,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
  type Updateable,
} from "kysely";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { isForeignKeyViolation } from "../../db/foreign-key-violation.ts";
import { containsPattern } from "../../db/keyset.ts";
import type { Dialect } from "../../db/migrations/types.ts";
import type { Database, ProductTable } from "../../db/schema.ts";
import { isUniqueViolation, nameIndex } from "../../db/unique-violation.ts";
import { AppError } from "../../errors.ts";
import { inCategoryOrder } from "../categories/index.ts";
import { groupIdsOfProducts } from "../modifiers/index.ts";

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
export const toProduct = (
  row: ProductRow,
  recipe: RecipeDataRow[],
  modifierGroupIds: readonly string[],
): Product => {
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
    modifierGroupIds: [...modifierGroupIds],
    courseId: row.course_id,
    soldOut: row.sold_out_on === businessDayCode(Date.now()),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};

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

const codeIndex = { name: "product_code_key_unique", table: "product", column: "code_key" };
const duplicateCode = "Ya existe un producto con ese código.";
export const duplicateProductName = "Ya existe un producto con ese nombre.";

/**
 * The columns a create or an edit writes; money already in centavos, the recipe apart. A rate left out
 * keeps the one stored (the column's default, 21 %, on create).
 */
export const productColumns = (input: ProductValues) => ({
  name: input.name,
  name_key: nameKey(input.name),
  code: input.code,
  code_key: input.code === null ? null : input.code.toLowerCase(),
  category_id: input.category_id,
  price: input.price,
  unit_price: input.unit_price,
  quantity: input.quantity,
  ...(input.vat_rate === undefined ? {} : { vat_rate: input.vat_rate }),
  // Decision 082: left out, the course stays as it is.
  ...(input.course_id === undefined ? {} : { course_id: input.course_id }),
});

/**
 * The product's category and stock, locked on PostgreSQL until the transaction ends, so two edits of one
 * product cannot both move its count out of the same category, nor a sale slip between an edit's read of
 * the stock and its write. SQLite runs one write transaction at a time.
 */
export const lockProduct = (trx: Db, dialect: Dialect, businessId: string, id: string) =>
  trx
    .selectFrom("product")
    .select(["category_id", "quantity"])
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .$if(dialect === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();

/**
 * The unique indexes decide a duplicate code or name (case and accents ignored, decision 024), so two
 * concurrent saves of one cannot both succeed; a
 * foreign key failing means a category or ingredient vanished after it was checked.
 */
export const guardSave = async <T>(save: () => Promise<T>): Promise<T> => {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, codeIndex))
      throw new AppError("aborted", duplicateCode, { code: duplicateCode });
    if (isUniqueViolation(error, nameIndex("product")))
      throw new AppError("aborted", duplicateProductName, { name: duplicateProductName });
    if (isForeignKeyViolation(error))
      throw new AppError(
        "aborted",
        "La categoría o un ingrediente cambió mientras guardabas. Volvé a intentar.",
      );
    throw error;
  }
};

export type OptionsFilter = z.output<typeof optionsQuery>;

// Pickers offer enabled records only, by name (docs/product.md#api); `q` matches anywhere in the name.
const nameMatches = (query: OptionsFilter) => {
  const search = query.q ? nameKey(query.q) : "";
  return search === ""
    ? sql<SqlBool>`1 = 1`
    : sql<SqlBool>`name_key like ${containsPattern(search)} escape '\\'`;
};

/** A picker's page of ingredients or products: the business's enabled ones matching `q`, by name. */
const enabledOptionsPage = <DB extends Database, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  businessId: string,
  query: OptionsFilter,
) =>
  rows
    .where(sql.ref("business_id"), "=", businessId)
    .where(sql.ref("status"), "=", "enabled")
    .where(nameMatches(query))
    .orderBy(sql.ref("name_key"))
    .orderBy(sql.ref("id"))
    .limit(query.limit);

/** In the owner's order (decision 074): the order screen's chips and the product form's picker. */
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
  const rows = await enabledOptionsPage(
    db.selectFrom("ingredient").select(["id", "name", "unit", "cost"]),
    businessId,
    query,
  ).execute();
  return rows.map((row) => ({ ...row, cost: row.cost === null ? null : centavosToPesos(row.cost) }));
};

export const productOptions = async (
  db: Db,
  businessId: string,
  query: OptionsFilter,
): Promise<ProductOption[]> => {
  const rows = await enabledOptionsPage(
    db
      .selectFrom("product")
      .select(["id", "name", "price", "quantity", "category_id", "course_id", "sold_out_on"]),
    businessId,
    query,
  ).execute();
  const groups = await groupIdsOfProducts(
    db,
    businessId,
    rows.map((row) => row.id),
  );
  const today = businessDayCode(Date.now());
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: centavosToPesos(row.price),
    quantity: row.quantity,
    categoryId: row.category_id,
    modifierGroupIds: groups.get(row.id) ?? [],
    courseId: row.course_id,
    soldOut: row.sold_out_on === today,
  }));
};

export const insertProduct = (db: Db, values: Insertable<ProductTable>) =>
  db.insertInto("product").values(values).execute();

export const updateProduct = (db: Db, businessId: string, id: string, values: Updateable<ProductTable>) =>
  db.updateTable("product").set(values).where("business_id", "=", businessId).where("id", "=", id).execute();

export const recipeIngredientIds = (db: Db, productId: string) =>
  db.selectFrom("product_ingredient").select("ingredient_id").where("product_id", "=", productId).execute();

export const setProductStatusRow = (db: Db, businessId: string, id: string, status: EnabledStatus) =>
  db
    .updateTable("product")
    .set({ status, updated_at: Date.now() })
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();

/** The recipe first, then the product. */
export const deleteProductRows = async (db: Db, id: string) => {
  await db.deleteFrom("product_ingredient").where("product_id", "=", id).execute();
  await db.deleteFrom("product").where("id", "=", id).execute();
};
