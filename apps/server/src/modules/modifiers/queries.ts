import type { ModifierGroupValues } from "@comanda/domain/modifiers";
import { type Insertable, sql, type Updateable } from "kysely";
import type { Db } from "../../db/database.ts";
import { type Cursor, containsPattern } from "../../db/keyset.ts";
import type { Dialect } from "../../db/migrations/types.ts";
import type { ModifierGroupTable, ModifierOptionTable } from "../../db/schema-modifiers.ts";

export type GroupRow = ModifierGroupTable & { product_count: number | string };
export type OptionRow = ModifierOptionTable & { ingredient_name: string | null };

const groupSelect = (db: Db) =>
  db
    .selectFrom("modifier_group as g")
    .selectAll("g")
    .select((eb) =>
      eb
        .selectFrom("product_modifier_group as pg")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("pg.group_id", "=", "g.id")
        .as("product_count"),
    );

/** A group of this business, or nothing: another business's is as unknown as a made-up id. */
export const findGroup = (db: Db, businessId: string, id: string) =>
  groupSelect(db)
    .where("g.business_id", "=", businessId)
    .where("g.id", "=", id)
    .executeTakeFirst() as Promise<GroupRow | undefined>;

/** The options of the given groups, each group's in its order, with their ingredient's name. */
export const optionsOf = async (db: Db, businessId: string, ids: readonly string[]) => {
  const byGroup = new Map<string, OptionRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byGroup;
  const rows = await db
    .selectFrom("modifier_option as o")
    .leftJoin("ingredient as i", "i.id", "o.ingredient_id")
    .selectAll("o")
    .select("i.name as ingredient_name")
    .where("o.business_id", "=", businessId)
    .where("o.group_id", "in", ids)
    .orderBy("o.group_id")
    .orderBy("o.position")
    .execute();
  for (const row of rows) byGroup.get(row.group_id)?.push(row);
  return byGroup;
};

export type GroupFilter = { businessId: string; search: string };

const matching = (db: Db, { businessId, search }: GroupFilter) =>
  db
    .selectFrom("modifier_group")
    .where("business_id", "=", businessId)
    .$if(search !== "", (q) => q.where(sql<boolean>`name_key like ${containsPattern(search)} escape '\\'`));

const totalOf = (db: Db, filter: GroupFilter) =>
  matching(db, filter).select((eb) => eb.fn.countAll<number>().as("n"));

export const countGroups = async (db: Db, filter: GroupFilter): Promise<number> =>
  Number((await totalOf(db, filter).executeTakeFirstOrThrow()).n);

/** Newest first, `limit + 1` rows after the cursor (db/keyset.ts), each with the filter's total. */
export const listGroupRows = (db: Db, filter: GroupFilter, cursor: Cursor<number> | null, limit: number) =>
  groupSelect(db)
    .where("g.business_id", "=", filter.businessId)
    .$if(filter.search !== "", (q) =>
      q.where(sql<boolean>`g.name_key like ${containsPattern(filter.search)} escape '\\'`),
    )
    .select(totalOf(db, filter).as("total"))
    .$if(cursor !== null, (q) =>
      q.where((eb) => {
        const { at, id } = cursor as Cursor<number>;
        return eb.or([
          eb("g.created_at", "<", at),
          eb.and([eb("g.created_at", "=", at), eb("g.id", "<", id)]),
        ]);
      }),
    )
    .orderBy("g.created_at", "desc")
    .orderBy("g.id", "desc")
    .limit(limit + 1)
    .execute() as Promise<(GroupRow & { total: number | string })[]>;

/** Every group of the business by name, for the pickers and the order screen (a menu has a few dozen). */
export const allGroupRows = (db: Db, businessId: string, limit: number) =>
  groupSelect(db)
    .where("g.business_id", "=", businessId)
    .orderBy("g.name_key")
    .orderBy("g.id")
    .limit(limit)
    .execute() as Promise<GroupRow[]>;

export const insertGroup = (db: Db, values: Insertable<ModifierGroupTable>) =>
  db.insertInto("modifier_group").values(values).execute();

export const updateGroup = (db: Db, id: string, values: Updateable<ModifierGroupTable>) =>
  db.updateTable("modifier_group").set(values).where("id", "=", id).execute();

/** Locked on PostgreSQL so two edits of one group cannot interleave their option replacements. */
export const lockGroup = (db: Db, dialect: Dialect, businessId: string, id: string) =>
  db
    .selectFrom("modifier_group")
    .select("id")
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .$if(dialect === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();

export const optionIdsOf = (db: Db, groupId: string) =>
  db.selectFrom("modifier_option").select(["id", "sold_out_on"]).where("group_id", "=", groupId).execute();

/** The ingredients an option names that belong to the business, locked as the products' recipes lock them. */
export const lockIngredients = (db: Db, dialect: Dialect, businessId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("ingredient")
        .select(["id", "unit"])
        .where("business_id", "=", businessId)
        .where("id", "in", ids)
        .$if(dialect === "postgres", (q) => q.forShare())
        .execute();

/**
 * Replaces the group's options: those that keep their id are updated in place (their 'Agotado' stays), the
 * rest are deleted and the new ones inserted, all in the dialog's order.
 */
export const replaceOptions = async (
  trx: Db,
  businessId: string,
  groupId: string,
  options: ReadonlyArray<ModifierGroupValues["options"][number] & { id: string }>,
) => {
  const kept = options.map((option) => option.id);
  await trx
    .deleteFrom("modifier_option")
    .where("group_id", "=", groupId)
    .$if(kept.length > 0, (q) => q.where("id", "not in", kept))
    .execute();
  const existing = new Set((await optionIdsOf(trx, groupId)).map((row) => row.id));
  for (const [position, option] of options.entries()) {
    const values = {
      position,
      name: option.name,
      price_delta: option.price,
      ingredient_effect: option.ingredient?.effect ?? "none",
      ingredient_id: option.ingredient?.id ?? null,
      ingredient_thousandths: option.ingredient?.effect === "add" ? option.ingredient.thousandths : null,
      unit: option.ingredient?.effect === "add" ? option.ingredient.unit : null,
    } as const;
    if (existing.has(option.id))
      await trx.updateTable("modifier_option").set(values).where("id", "=", option.id).execute();
    else
      await trx
        .insertInto("modifier_option")
        .values({ id: option.id, business_id: businessId, group_id: groupId, sold_out_on: null, ...values })
        .execute();
  }
};

/** 'Agotado' on `day`, or available (null); the option of this business's group, or nothing. */
export const setOptionSoldOut = (
  db: Db,
  businessId: string,
  groupId: string,
  optionId: string,
  day: string | null,
) =>
  db
    .updateTable("modifier_option")
    .set({ sold_out_on: day })
    .where("business_id", "=", businessId)
    .where("group_id", "=", groupId)
    .where("id", "=", optionId)
    .returning("id")
    .executeTakeFirst();

/** The products go on without it (foreign key cascade); the orders that sold its options keep their copy. */
export const deleteGroupRow = (db: Db, businessId: string, id: string) =>
  db
    .deleteFrom("modifier_group")
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();

export const touchGroup = (db: Db, id: string, now: number) =>
  db.updateTable("modifier_group").set({ updated_at: now }).where("id", "=", id).execute();
