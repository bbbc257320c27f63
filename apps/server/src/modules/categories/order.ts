import type { CategoryOrderItem } from "@comanda/domain/category-order";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { readCategoryOrder, selectCategoryIds, setCategoryPosition } from "./queries.ts";

type CategoryOrderDeps = Pick<AppContext, "database" | "bus">;

export const categoriesChanged =
  "Las categorías cambiaron mientras las ordenabas: revisá el orden y guardá de nuevo.";

/**
 * Puts the business's categories in the order given. The list must name each of them once: one created or
 * deleted on another device meanwhile makes it refuse rather than guess where that one goes. One
 * transaction, so no list ever shows half an order.
 */
export const setCategoryOrder = async (
  deps: CategoryOrderDeps,
  businessId: string,
  ids: readonly string[],
): Promise<CategoryOrderItem[]> => {
  const now = Date.now();
  const ordered = await deps.database.db.transaction().execute(async (trx) => {
    const rows = await selectCategoryIds(trx, businessId);
    const known = new Set(rows.map((row) => row.id));
    if (rows.length !== ids.length || ids.some((id) => !known.has(id)))
      throw new AppError("aborted", categoriesChanged);
    for (const [position, id] of ids.entries()) await setCategoryPosition(trx, businessId, id, position, now);
    return readCategoryOrder(trx, businessId);
  });
  await deps.bus.publish(businessId, { entity: "categories", id: businessId, op: "update" });
  return ordered;
};
