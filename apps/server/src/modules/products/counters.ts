import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../errors.ts";

const categoryMissing = () =>
  new AppError("not-found", "No encontramos esa categoría.", { category_id: "Elegí una categoría." });

/**
 * docs/product.md#category-counters, +1: one atomic update that also proves the category is this business's and, since the
 * product is newly put in it, enabled. The row stays locked until the product's transaction ends.
 */
const countIn = async (trx: Db, businessId: string, categoryId: string) => {
  const category = await trx
    .updateTable("category")
    .set({ product_count: sql`product_count + 1` })
    .where("business_id", "=", businessId)
    .where("id", "=", categoryId)
    .returning("status")
    .executeTakeFirst();
  if (!category) throw categoryMissing();
  if (category.status !== "enabled") {
    const message = "La categoría está deshabilitada: elegí otra.";
    throw new AppError("invalid-argument", message, { category_id: message });
  }
};

/** docs/product.md#category-counters, −1, never below 0. */
const countOut = (trx: Db, businessId: string, categoryId: string) =>
  trx
    .updateTable("category")
    .set({
      product_count: sql`case when product_count > 0 then product_count - 1 else 0 end`,
    })
    .where("business_id", "=", businessId)
    .where("id", "=", categoryId)
    .execute();

/**
 * Moves a product's count from one category to another inside the product's transaction; null stands for
 * no category (a creation or a deletion). Rows are touched in id order, so two products crossing between
 * the same two categories at once cannot deadlock. Returns the categories whose counter moved.
 */
export const moveCount = async (
  trx: Db,
  businessId: string,
  from: string | null,
  to: string | null,
): Promise<string[]> => {
  if (from === to) return [];
  const touched = [from, to].filter((id): id is string => id !== null).sort();
  for (const id of touched) {
    if (id === to) await countIn(trx, businessId, id);
    else await countOut(trx, businessId, id);
  }
  return touched;
};
