import type { CatalogGroup } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import type { Dialect } from "../../../db/migrations/types.ts";

// What products and orders read and write of the groups a product asks (decision 080).

/** The groups each product asks, in order: group ids per product id (products without any left out). */
export const groupIdsOfProducts = async (db: Db, businessId: string, productIds: readonly string[]) => {
  const byProduct = new Map<string, string[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom("product_modifier_group")
    .select(["product_id", "group_id"])
    .where("business_id", "=", businessId)
    .where("product_id", "in", productIds)
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  for (const row of rows)
    byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row.group_id]);
  return byProduct;
};

/** The groups of this business among `ids`, locked on PostgreSQL so none is deleted before they are attached. */
export const lockGroups = (db: Db, dialect: Dialect, businessId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("modifier_group")
        .select("id")
        .where("business_id", "=", businessId)
        .where("id", "in", ids)
        .$if(dialect === "postgres", (q) => q.forShare())
        .execute();

/** Replaces the groups a product asks, in the given order. */
export const attachGroups = async (
  trx: Db,
  businessId: string,
  productId: string,
  groupIds: readonly string[],
) => {
  await trx.deleteFrom("product_modifier_group").where("product_id", "=", productId).execute();
  if (groupIds.length === 0) return;
  await trx
    .insertInto("product_modifier_group")
    .values(
      groupIds.map((groupId, position) => ({
        product_id: productId,
        group_id: groupId,
        business_id: businessId,
        position,
      })),
    )
    .execute();
};

/** The groups the products ask with their options, by product, group position and option position. */
export const catalogGroupRows = (db: Db, businessId: string, productIds: readonly string[]) =>
  db
    .selectFrom("product_modifier_group as pg")
    .innerJoin("modifier_group as g", "g.id", "pg.group_id")
    .innerJoin("modifier_option as o", "o.group_id", "g.id")
    .select([
      "pg.product_id",
      "g.id as group_id",
      "g.name as group_name",
      "g.min_choices",
      "g.max_choices",
      "o.id as option_id",
      "o.name as option_name",
      "o.price_delta",
      "o.ingredient_effect",
      "o.ingredient_id",
      "o.ingredient_thousandths",
      "o.sold_out_on",
    ])
    .where("pg.business_id", "=", businessId)
    .where("pg.product_id", "in", productIds)
    .orderBy("pg.product_id")
    .orderBy("pg.position")
    .orderBy("o.position")
    .execute();

/** A row of `catalogGroupRows`: one option of one group a product asks. */
export type CatalogGroupRow = Awaited<ReturnType<typeof catalogGroupRows>>[number];

/** One product's rows (in `catalogGroupRows`' order) as the groups it asks; 'Agotado' options as of `today`. */
export const groupsOfRows = (rows: readonly CatalogGroupRow[], today: string): CatalogGroup[] => {
  const groups: CatalogGroup[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.id !== row.group_id) {
      group = {
        id: row.group_id,
        name: row.group_name,
        minChoices: Number(row.min_choices),
        maxChoices: Number(row.max_choices),
        options: [],
      };
      groups.push(group);
    }
    (group.options as CatalogGroup["options"][number][]).push({
      id: row.option_id,
      name: row.option_name,
      priceDelta: Number(row.price_delta),
      soldOut: row.sold_out_on === today,
      ingredient:
        row.ingredient_effect === "none" || row.ingredient_id === null
          ? null
          : {
              id: row.ingredient_id,
              effect: row.ingredient_effect,
              thousandths: Number(row.ingredient_thousandths ?? 0),
            },
    });
  }
  return groups;
};

/** What an order checks and prices a line's options with, read now: each product's groups with their options. */
export const catalogGroupsOf = async (
  db: Db,
  businessId: string,
  productIds: readonly string[],
  today: string,
): Promise<Map<string, CatalogGroup[]>> => {
  const byProduct = new Map<string, CatalogGroupRow[]>();
  if (productIds.length === 0) return new Map();
  for (const row of await catalogGroupRows(db, businessId, productIds)) {
    const rows = byProduct.get(row.product_id) ?? [];
    rows.push(row);
    byProduct.set(row.product_id, rows);
  }
  return new Map([...byProduct].map(([id, rows]) => [id, groupsOfRows(rows, today)]));
};
