import {
  businessDayCode,
  type ChangeOp,
  centavosToPesos,
  type FieldErrors,
  fromRecipeThousandths,
  type listQuery,
  nameKey,
  type Page,
  recipeUnitMatches,
  recipeUnitMismatch,
  uuidv7,
} from "@comanda/domain";
import type { ModifierGroup } from "@comanda/domain/modifier-group";
import type { ModifierGroupValues } from "@comanda/domain/modifiers";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { createdAtCursor, decodeCursor, toPage } from "../../db/keyset.ts";
import { isUniqueViolation, nameIndex } from "../../db/unique-violation.ts";
import { AppError, notFound } from "../../errors.ts";
import {
  allGroupRows,
  countGroups,
  deleteGroupRow,
  findGroup,
  type GroupRow,
  insertGroup,
  listGroupRows,
  lockGroup,
  lockIngredients,
  type OptionRow,
  optionIdsOf,
  optionsOf,
  replaceOptions,
  setOptionSoldOut,
  touchGroup,
  updateGroup,
} from "./queries.ts";

type ListValues = z.output<typeof listQuery>;
export type ModifierDeps = Pick<AppContext, "database" | "bus">;

const missing = () => notFound("No encontramos ese grupo de opciones.");
export const duplicateGroupName = "Ya existe un grupo de opciones con ese nombre.";
/** The order screen and the product dialog load every group at once; no menu has nearly as many. */
export const MAX_LISTED_GROUPS = 500;

const guardName = async <T>(save: () => Promise<T>): Promise<T> => {
  try {
    return await save();
  } catch (error) {
    if (!isUniqueViolation(error, nameIndex("modifier_group"))) throw error;
    throw new AppError("aborted", duplicateGroupName, { name: duplicateGroupName });
  }
};

const publish = (deps: ModifierDeps, businessId: string, id: string, op: ChangeOp) =>
  deps.bus.publish(businessId, { entity: "modifier-groups", id, op });

const toOption = (row: OptionRow, today: string): ModifierGroup["options"][number] => ({
  id: row.id,
  name: row.name,
  price: centavosToPesos(Number(row.price_delta)),
  ingredientEffect: row.ingredient_effect,
  ingredientId: row.ingredient_id,
  ingredientName: row.ingredient_name,
  quantityNeeded:
    row.ingredient_thousandths === null || row.unit === null
      ? null
      : fromRecipeThousandths(Number(row.ingredient_thousandths), row.unit),
  unit: row.unit,
  soldOut: row.sold_out_on === today,
});

const toGroup = (row: GroupRow, options: readonly OptionRow[], today: string): ModifierGroup => ({
  id: row.id,
  name: row.name,
  minChoices: Number(row.min_choices),
  maxChoices: Number(row.max_choices),
  options: options.map((option) => toOption(option, today)),
  productCount: Number(row.product_count ?? 0),
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

const read = async (db: Db, businessId: string, id: string): Promise<ModifierGroup> => {
  const row = await findGroup(db, businessId, id);
  if (!row) throw missing();
  const options = await optionsOf(db, businessId, [id]);
  return toGroup(row, options.get(id) ?? [], businessDayCode(Date.now()));
};

/** The list pattern (docs/product.md#lists): newest first, keyset-paginated, with the total; `q` in the name. */
export const listGroups = async (
  { database }: ModifierDeps,
  businessId: string,
  query: ListValues,
): Promise<Page<ModifierGroup>> => {
  const cursor = decodeCursor(query.cursor, createdAtCursor);
  const filter = { businessId, search: query.q ? nameKey(query.q) : "" };
  const rows = await listGroupRows(database.db, filter, cursor, query.limit);
  const total = rows[0]?.total ?? (await countGroups(database.db, filter));
  const visible = rows.slice(0, query.limit);
  const options = await optionsOf(
    database.db,
    businessId,
    visible.map((row) => row.id),
  );
  const today = businessDayCode(Date.now());
  const page = toPage(
    rows,
    query.limit,
    (row) => ({ at: Number(row.created_at), id: row.id }),
    (row) => toGroup(row, options.get(row.id) ?? [], today),
  );
  return { ...page, total: Number(total) };
};

/** Every group by name with its options: the product dialog's picker and the order screen's sheet. */
export const allGroups = async ({ database }: ModifierDeps, businessId: string): Promise<ModifierGroup[]> => {
  const rows = await allGroupRows(database.db, businessId, MAX_LISTED_GROUPS);
  const options = await optionsOf(
    database.db,
    businessId,
    rows.map((row) => row.id),
  );
  const today = businessDayCode(Date.now());
  return rows.map((row) => toGroup(row, options.get(row.id) ?? [], today));
};

export const getGroup = ({ database }: ModifierDeps, businessId: string, id: string) =>
  read(database.db, businessId, id);

/**
 * Each option's ingredient must be this business's, and an 'add' amount must be in the ingredient's unit
 * (g of a kg ingredient, ml of a lt one, pieces of pieces); refused per option so the dialog points at it.
 */
const checkIngredients = async (
  trx: Db,
  deps: ModifierDeps,
  businessId: string,
  input: ModifierGroupValues,
) => {
  const ids = [
    ...new Set(input.options.flatMap((option) => (option.ingredient ? [option.ingredient.id] : []))),
  ];
  const units = new Map(
    (await lockIngredients(trx, deps.database.dialect, businessId, ids)).map((row) => [row.id, row.unit]),
  );
  const fields: FieldErrors = {};
  input.options.forEach((option, index) => {
    if (!option.ingredient) return;
    const unit = units.get(option.ingredient.id);
    if (unit === undefined) fields[`options.${index}.ingredient_id`] = "No encontramos ese ingrediente.";
    else if (option.ingredient.effect === "add" && !recipeUnitMatches(unit, option.ingredient.unit))
      fields[`options.${index}.unit`] = recipeUnitMismatch(unit);
  });
  if (Object.keys(fields).length > 0)
    throw new AppError("invalid-argument", "Revisá las opciones del grupo.", fields);
};

/** The options with ids: kept ones must be this group's (none of another), new ones get theirs now. */
const withIds = async (trx: Db, groupId: string | null, input: ModifierGroupValues, now: number) => {
  const current =
    groupId === null ? new Set<string>() : new Set((await optionIdsOf(trx, groupId)).map((row) => row.id));
  const fields: FieldErrors = {};
  const options = input.options.map((option, index) => {
    if (option.id !== undefined && !current.has(option.id))
      fields[`options.${index}.id`] = "Esa opción no es de este grupo.";
    return { ...option, id: option.id ?? uuidv7(now) };
  });
  if (Object.keys(fields).length > 0)
    throw new AppError("invalid-argument", "Revisá las opciones del grupo.", fields);
  return options;
};

export const createGroup = async (
  deps: ModifierDeps,
  businessId: string,
  input: ModifierGroupValues,
): Promise<ModifierGroup> => {
  const now = Date.now();
  const id = uuidv7(now);
  const created = await guardName(() =>
    deps.database.db.transaction().execute(async (trx) => {
      await checkIngredients(trx, deps, businessId, input);
      await insertGroup(trx, {
        id,
        business_id: businessId,
        name: input.name,
        name_key: nameKey(input.name),
        min_choices: input.min_choices,
        max_choices: input.max_choices,
        created_at: now,
        updated_at: now,
      });
      await replaceOptions(trx, businessId, id, await withIds(trx, null, input, now));
      return read(trx, businessId, id);
    }),
  );
  await publish(deps, businessId, id, "insert");
  return created;
};

/** One transaction: a refusal keeps the old group whole. Orders already taken keep what they sold. */
export const editGroup = async (
  deps: ModifierDeps,
  businessId: string,
  id: string,
  input: ModifierGroupValues,
): Promise<ModifierGroup> => {
  const now = Date.now();
  const edited = await guardName(() =>
    deps.database.db.transaction().execute(async (trx) => {
      if (!(await lockGroup(trx, deps.database.dialect, businessId, id))) throw missing();
      await checkIngredients(trx, deps, businessId, input);
      await replaceOptions(trx, businessId, id, await withIds(trx, id, input, now));
      await updateGroup(trx, id, {
        name: input.name,
        name_key: nameKey(input.name),
        min_choices: input.min_choices,
        max_choices: input.max_choices,
        updated_at: now,
      });
      return read(trx, businessId, id);
    }),
  );
  await publish(deps, businessId, id, "update");
  return edited;
};

/** 'Agotado' for the rest of today (Buenos Aires), or available again; every screen hears it at once. */
export const setOptionAvailability = async (
  deps: ModifierDeps,
  businessId: string,
  groupId: string,
  optionId: string,
  soldOut: boolean,
): Promise<ModifierGroup> => {
  const now = Date.now();
  const group = await deps.database.db.transaction().execute(async (trx) => {
    const set = await setOptionSoldOut(
      trx,
      businessId,
      groupId,
      optionId,
      soldOut ? businessDayCode(now) : null,
    );
    if (!set) throw notFound("No encontramos esa opción.");
    await touchGroup(trx, groupId, now);
    return read(trx, businessId, groupId);
  });
  await publish(deps, businessId, groupId, "update");
  return group;
};

export const deleteGroup = async (deps: ModifierDeps, businessId: string, id: string): Promise<void> => {
  const deleted = await deleteGroupRow(deps.database.db, businessId, id);
  if (!deleted) throw missing();
  await publish(deps, businessId, id, "delete");
  // The products that asked it changed too: their dialogs and the order screen read them again.
  await deps.bus.publish(businessId, { entity: "products", id, op: "update" });
};
