import type { Db } from "../../db/database.ts";
import { AppError } from "../../errors.ts";
import { countInCategory, countOutOfCategory } from "./links/queries.ts";

const categoryMissing = () =>
  new AppError("not-found", "No encontramos esa categoría.", { category_id: "Elegí una categoría." });

/** Proves the category is this business's and, since the product is newly put in it, enabled. */
const countIn = async (trx: Db, businessId: string, categoryId: string) => {
  const category = await countInCategory(trx, businessId, categoryId);
  if (!category) throw categoryMissing();
  if (category.status !== "enabled") {
    const message = "La categoría está deshabilitada: elegí otra.";
    throw new AppError("invalid-argument", message, { category_id: message });
  }
};

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
    else await countOutOfCategory(trx, businessId, id);
  }
  return touched;
};
