import type { EnabledStatus } from "@comanda/domain";
import { type SqlBool, sql } from "kysely";
import type { Db } from "../../../db/database.ts";
import { containsPattern } from "../../../db/keyset.ts";
import { queryTemplate, type TemplateParam } from "../../../db/query-template.ts";
import { combosOnSale } from "../../promotions/index.ts";

/**
 * What an order reads of the catalog, each statement compiled once (db/query-template.ts, decision 016) and
 * as few as make sense: the create is the service's hot path (decision 032: on PostgreSQL every statement
 * is a round trip). Lists of ids get a template per length up to
 * `MAX_LISTED`, which covers any real order; a longer list is built as usual.
 */
const MAX_LISTED = 8;

/** One template per list length, made on first use; null past MAX_LISTED. */
export const perLength = <T>(make: (length: number) => T) => {
  const made = new Map<number, T>();
  return (length: number): T | null => {
    if (length > MAX_LISTED) return null;
    let template = made.get(length);
    if (!template) {
      template = make(length);
      made.set(length, template);
    }
    return template;
  };
};

const listed = (p: TemplateParam<string>, length: number) =>
  Array.from({ length }, (_, index) => p(`id${index}`));
const listValues = (businessId: string, ids: readonly string[]) => {
  const values: Record<string, unknown> = { businessId };
  ids.forEach((id, index) => {
    values[`id${index}`] = id;
  });
  return values;
};

export type ComboRow = {
  id: string;
  name: string;
  value: number;
  is_active: number;
  start_date: number;
  end_date: number | null;
  product_id: string;
  quantity_needed: number;
};

const selectCombos = (db: Db) =>
  db
    .selectFrom("promotion as c")
    .innerJoin("promotion_item as i", "i.promotion_id", "c.id")
    .select([
      "c.id",
      "c.name",
      "c.value",
      "c.is_active",
      "c.start_date",
      "c.end_date",
      "i.product_id",
      "i.quantity_needed",
    ])
    .orderBy("c.id")
    .orderBy("i.position");
const combosTemplate = perLength((length) =>
  queryTemplate((db: Db, p: TemplateParam<string>) =>
    selectCombos(db).where("c.business_id", "=", p("businessId")).where("c.id", "in", listed(p, length)),
  ),
);

/** The combos named, one row per item, in each combo's order. */
export const findCombos = async (trx: Db, businessId: string, ids: string[]): Promise<ComboRow[]> => {
  if (ids.length === 0) return [];
  const template = combosTemplate(ids.length);
  if (!template)
    return selectCombos(trx).where("c.business_id", "=", businessId).where("c.id", "in", ids).execute();
  return (await trx.executeQuery(template(trx, listValues(businessId, ids)))).rows;
};

export type ProductRow = {
  id: string;
  name: string;
  price: number;
  category_id: string;
  quantity: number | null;
  status: EnabledStatus;
  /** a recipe row of the product, null when it has none */
  ingredient_id: string | null;
  quantity_needed: number | null;
  /** 1 when it asks modifier groups (decision 080): only then are they read */
  asks_options: number;
  course_id: string | null;
  /** decision 086: the Buenos Aires day it is 'Agotado', null when available */
  sold_out_on: string | null;
  /** decision 088: an edit bumps it, and with it the groups kept for the product */
  updated_at: number;
};

export const selectProducts = (db: Db) =>
  db
    .selectFrom("product as p")
    .leftJoin("product_ingredient as r", "r.product_id", "p.id")
    .select([
      "p.id",
      "p.name",
      "p.price",
      "p.category_id",
      "p.quantity",
      "p.status",
      "p.course_id",
      "p.sold_out_on",
      "p.updated_at",
      "r.ingredient_id",
      "r.quantity_needed",
      sql<number>`case when exists (select 1 from product_modifier_group g where g.product_id = p.id) then 1 else 0 end`.as(
        "asks_options",
      ),
    ]);
const productsTemplate = perLength((length) =>
  queryTemplate((db: Db, p: TemplateParam<string>) =>
    selectProducts(db).where("p.business_id", "=", p("businessId")).where("p.id", "in", listed(p, length)),
  ),
);

/** The products named, with their recipes: one row per recipe row (or one with nulls). */
export const findProducts = async (trx: Db, businessId: string, ids: string[]): Promise<ProductRow[]> => {
  if (ids.length === 0) return [];
  const template = productsTemplate(ids.length);
  if (!template)
    return selectProducts(trx).where("p.business_id", "=", businessId).where("p.id", "in", ids).execute();
  return (await trx.executeQuery(template(trx, listValues(businessId, ids)))).rows;
};

type CombosOnSale = { businessId: string; search: string; limit: number; now: number };

/** The combos on sale whose name holds `search` (a name key; empty for all), by name. */
export const findCombosOnSale = (db: Db, { businessId, search, limit, now }: CombosOnSale) =>
  combosOnSale(db, businessId, now)
    .$if(search !== "", (q) => q.where(sql<SqlBool>`c.name_key like ${containsPattern(search)} escape '\\'`))
    .orderBy("c.name_key")
    .orderBy("c.id")
    .limit(limit)
    .execute();
