import type { Db } from "../../../db/database.ts";
import { inCategoryOrder } from "../../categories/index.ts";

/** 'Agotado' on `day` (`YYYY-MM-DD`), or available (null): the product of this business, or nothing. */
export const setSoldOutOn = (db: Db, businessId: string, id: string, day: string | null) =>
  db
    .updateTable("product")
    .set({ sold_out_on: day })
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();

/** The enabled products of enabled categories, in the owner's category order and by name: no prices. */
export const availabilityRows = (db: Db, businessId: string) =>
  inCategoryOrder(
    db
      .selectFrom("product as p")
      .innerJoin("category as c", "c.id", "p.category_id")
      .select(["p.id", "p.name", "p.sold_out_on", "c.name as category_name"])
      .where("p.business_id", "=", businessId)
      .where("p.status", "=", "enabled")
      .where("c.business_id", "=", businessId)
      .where("c.status", "=", "enabled"),
    "c",
  )
    .orderBy("p.name_key")
    .orderBy("p.id")
    .execute();
