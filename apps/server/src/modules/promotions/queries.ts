import {
  type ComboItem,
  centavosToPesos,
  type EnabledStatus,
  type Promotion,
  type PromotionValues,
} from "@comanda/domain";
import { type Insertable, sql, type Updateable } from "kysely";
import type { Db } from "../../db/database.ts";
import { type Cursor, containsPattern } from "../../db/keyset.ts";
import type { Dialect } from "../../db/migrations/types.ts";
import type { PromotionTable } from "../../db/schema.ts";

export type PromotionRow = PromotionTable;
export type ItemRow = {
  promotion_id: string;
  product_id: string;
  quantity_needed: number;
  name: string;
  price: number;
  quantity: number | null;
  status: EnabledStatus;
};

const toItem = (row: ItemRow): ComboItem => ({
  productId: row.product_id,
  name: row.name,
  quantityNeeded: Number(row.quantity_needed),
  price: centavosToPesos(Number(row.price)),
  quantity: row.quantity === null ? null : Number(row.quantity),
  status: row.status,
});

export const toPromotion = (row: PromotionRow, items: ItemRow[]): Promotion => ({
  id: row.id,
  name: row.name,
  type: row.type,
  isActive: Number(row.is_active) === 1,
  value: centavosToPesos(Number(row.value)),
  startDate: Number(row.start_date),
  endDate: row.end_date === null ? null : Number(row.end_date),
  appliesTo: items.map(toItem),
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

/** A promotion of this business, or nothing: another business's is as unknown as a made-up id. */
export const findPromotion = (db: Db, businessId: string, id: string) =>
  db
    .selectFrom("promotion")
    .selectAll()
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();

/** The items of a page of promotions with their products, in one query, each combo's in its order. */
export const itemsOf = async (db: Db, businessId: string, ids: string[]): Promise<Map<string, ItemRow[]>> => {
  const byPromotion = new Map<string, ItemRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byPromotion;
  const rows = await db
    .selectFrom("promotion_item as i")
    .innerJoin("product as p", "p.id", "i.product_id")
    .select([
      "i.promotion_id",
      "i.product_id",
      "i.quantity_needed",
      "p.name",
      "p.price",
      "p.quantity",
      "p.status",
    ])
    .where("i.business_id", "=", businessId)
    .where("i.promotion_id", "in", ids)
    .orderBy("i.promotion_id")
    .orderBy("i.position")
    .execute();
  for (const row of rows) byPromotion.get(row.promotion_id)?.push(row);
  return byPromotion;
};

export type PromotionFilter = { businessId: string; search: string };

const matching = (db: Db, { businessId, search }: PromotionFilter) =>
  db
    .selectFrom("promotion")
    .where("business_id", "=", businessId)
    .$if(search !== "", (q) => q.where(sql<boolean>`name_key like ${containsPattern(search)} escape '\\'`));

const totalOf = (db: Db, filter: PromotionFilter) =>
  matching(db, filter).select((eb) => eb.fn.countAll<number>().as("n"));

export const countPromotions = async (db: Db, filter: PromotionFilter): Promise<number> =>
  Number((await totalOf(db, filter).executeTakeFirstOrThrow()).n);

/**
 * Newest first, `limit + 1` rows after the cursor (db/keyset.ts), each carrying the filter's total: the
 * page and its count in one statement (an uncorrelated subquery, run once).
 */
export const listPromotionRows = (
  db: Db,
  filter: PromotionFilter,
  cursor: Cursor<number> | null,
  limit: number,
) =>
  matching(db, filter)
    .selectAll()
    .select(totalOf(db, filter).as("total"))
    .$if(cursor !== null, (q) =>
      q.where((eb) => {
        const { at, id } = cursor as Cursor<number>;
        return eb.or([eb("created_at", "<", at), eb.and([eb("created_at", "=", at), eb("id", "<", id)])]);
      }),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();

/**
 * The products named by a combo that belong to the business. On PostgreSQL they stay locked (shared)
 * until the transaction ends, so a product cannot be deleted between this check and the items' insert;
 * SQLite runs one write transaction at a time.
 */
export const lockProducts = (db: Db, dialect: Dialect, businessId: string, ids: string[]) =>
  db
    .selectFrom("product")
    .select(["id", "status"])
    .where("business_id", "=", businessId)
    .where("id", "in", ids)
    .$if(dialect === "postgres", (q) => q.forShare())
    .execute();

export const insertItems = (trx: Db, businessId: string, promotionId: string, input: PromotionValues) =>
  trx
    .insertInto("promotion_item")
    .values(
      input.applies_to.map((item, position) => ({
        promotion_id: promotionId,
        product_id: item.product_id,
        business_id: businessId,
        position,
        quantity_needed: item.quantity_needed,
      })),
    )
    .execute();

export const insertPromotion = (db: Db, values: Insertable<PromotionTable>) =>
  db.insertInto("promotion").values(values).execute();

/** Locked on PostgreSQL so two edits of one combo cannot interleave their item replacements. */
export const lockPromotion = (db: Db, dialect: Dialect, businessId: string, id: string) =>
  db
    .selectFrom("promotion")
    .select(["id", "start_date"])
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .$if(dialect === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();

export const itemProductIds = (db: Db, promotionId: string) =>
  db.selectFrom("promotion_item").select("product_id").where("promotion_id", "=", promotionId).execute();

export const deleteItems = (db: Db, promotionId: string) =>
  db.deleteFrom("promotion_item").where("promotion_id", "=", promotionId).execute();

export const updatePromotion = (db: Db, id: string, values: Updateable<PromotionTable>) =>
  db.updateTable("promotion").set(values).where("id", "=", id).execute();

export const setActive = (db: Db, businessId: string, id: string, isActive: boolean) =>
  db
    .updateTable("promotion")
    .set({ is_active: isActive ? 1 : 0, updated_at: Date.now() })
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();

/** The items go with it (foreign key cascade). */
export const deletePromotionRow = (db: Db, businessId: string, id: string) =>
  db
    .deleteFrom("promotion")
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();

/**
 * The combos on sale (docs/product.md#rules), for the order dialog and the menus alike: active, inside their
 * dates (the end is exclusive, as in `promotionWindow`), every product enabled. Dates are instants, so `now`
 * needs no time zone. Callers add their own filter, order and limit.
 */
export const combosOnSale = (db: Db, businessId: string, now: number) =>
  db
    .selectFrom("promotion as c")
    .select(["c.id", "c.name", "c.value"])
    .where("c.business_id", "=", businessId)
    .where("c.is_active", "=", 1)
    .where("c.start_date", "<=", now)
    .where((eb) => eb.or([eb("c.end_date", "is", null), eb("c.end_date", ">", now)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("promotion_item as i")
            .innerJoin("product as p", "p.id", "i.product_id")
            .select(sql.lit(1).as("off"))
            .whereRef("i.promotion_id", "=", "c.id")
            .where("p.status", "<>", "enabled"),
        ),
      ),
    );

/** The combos on sale by name, as a menu lists them. */
export const combosOnSaleByName = (db: Db, businessId: string, now: number) =>
  combosOnSale(db, businessId, now).orderBy("c.name_key").orderBy("c.id").execute();

/** The items of the given combos, in each combo's order, with their product's name and stock. */
export const itemsOfCombos = (db: Db, businessId: string, comboIds: readonly string[]) =>
  db
    .selectFrom("promotion_item as i")
    .innerJoin("product as p", "p.id", "i.product_id")
    .select(["i.promotion_id", "i.product_id", "i.quantity_needed", "p.name", "p.quantity"])
    .where("i.business_id", "=", businessId)
    .where("i.promotion_id", "in", comboIds)
    .orderBy("i.promotion_id")
    .orderBy("i.position")
    .execute();
