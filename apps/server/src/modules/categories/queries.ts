import type { CategoryOrderItem } from "@comanda/domain/category-order";
import { type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";

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

/** The ids of every category of the business. */
export const selectCategoryIds = (trx: Db, businessId: string) =>
  trx.selectFrom("category").select("id").where("business_id", "=", businessId).execute();

/** Puts one category at a position of the owner's order. */
export const setCategoryPosition = (trx: Db, businessId: string, id: string, position: number, now: number) =>
  trx
    .updateTable("category")
    .set({ position, updated_at: now })
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .execute();
