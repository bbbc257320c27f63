import type { CategoryOrderItem } from "@comanda/domain/category-order";
import { type SelectQueryBuilder, sql } from "kysely";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";

type CategoryOrderDeps = Pick<AppContext, "database" | "bus">;

/**
 * The owner's order (decision 074): the ordered ones first, then those never ordered (created since, or
 * a business that never ordered) by name. Every list of categories a customer or the counter sees uses it.
 */
export const inCategoryOrder = <DB extends Database, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  alias: string,
) =>
  query
    .orderBy(sql`case when ${sql.ref(`${alias}.position`)} is null then 1 else 0 end`)
    .orderBy(sql.ref(`${alias}.position`))
    .orderBy(sql.ref(`${alias}.name_key`))
    .orderBy(sql.ref(`${alias}.id`));

/** Every category of the business, enabled or not, in the owner's order: what the 'Ordenar' dialog shows. */
export const readCategoryOrder = (db: Db, businessId: string): Promise<CategoryOrderItem[]> =>
  inCategoryOrder(
    db
      .selectFrom("category as c")
      .select(["c.id", "c.name", "c.status"])
      .where("c.business_id", "=", businessId),
    "c",
  ).execute();

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
    const rows = await trx
      .selectFrom("category")
      .select("id")
      .where("business_id", "=", businessId)
      .execute();
    const known = new Set(rows.map((row) => row.id));
    if (rows.length !== ids.length || ids.some((id) => !known.has(id)))
      throw new AppError("aborted", categoriesChanged);
    for (const [position, id] of ids.entries())
      await trx
        .updateTable("category")
        .set({ position, updated_at: now })
        .where("business_id", "=", businessId)
        .where("id", "=", id)
        .execute();
    return readCategoryOrder(trx, businessId);
  });
  await deps.bus.publish(businessId, { entity: "categories", id: businessId, op: "update" });
  return ordered;
};
