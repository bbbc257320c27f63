import {
  type ChangeOp,
  type FieldErrors,
  type listQuery,
  nameKey,
  type Page,
  type Promotion,
  type PromotionValues,
  uuidv7,
} from "@comanda/domain";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { createdAtCursor, decodeCursor, toPage } from "../../db/keyset.ts";
import { isUniqueViolation, nameIndex } from "../../db/unique-violation.ts";
import { AppError, notFound } from "../../errors.ts";
import {
  countPromotions,
  deleteItems,
  deletePromotionRow,
  findPromotion,
  insertItems,
  insertPromotion,
  itemProductIds,
  itemsOf,
  listPromotionRows,
  lockProducts,
  lockPromotion,
  setActive,
  toPromotion,
  updatePromotion,
} from "./queries.ts";

export type PromotionDeps = Pick<AppContext, "database" | "bus">;
type ListQuery = z.output<typeof listQuery>;

const missing = () => notFound("No encontramos esa promoción.");
const endBeforeStart = "La fecha final debe ser posterior a la de inicio.";
export const duplicatePromotionName = "Ya existe una promoción con ese nombre.";

/** The unique index decides (case and accents ignored, decision 024): two concurrent saves cannot both win. */
const guardName = async <T>(save: () => Promise<T>): Promise<T> => {
  try {
    return await save();
  } catch (error) {
    if (!isUniqueViolation(error, nameIndex("promotion"))) throw error;
    throw new AppError("aborted", duplicatePromotionName, { name: duplicatePromotionName });
  }
};

const publish = (deps: PromotionDeps, businessId: string, id: string, op: ChangeOp) =>
  deps.bus.publish(businessId, { entity: "promotions", id, op });

const read = async (db: Db, businessId: string, id: string): Promise<Promotion> => {
  const row = await findPromotion(db, businessId, id);
  if (!row) throw missing();
  const items = await itemsOf(db, businessId, [id]);
  return toPromotion(row, items.get(id) ?? []);
};

/** docs/product.md#promotions: newest first, keyset-paginated, with the total; `q` matches anywhere in the name. */
export const listPromotions = async (
  { database }: PromotionDeps,
  businessId: string,
  query: ListQuery,
): Promise<Page<Promotion>> => {
  const cursor = decodeCursor(query.cursor, createdAtCursor);
  // name_key is lowercased in JS: SQLite's lower() folds ASCII only.
  const filter = { businessId, search: query.q ? nameKey(query.q) : "" };
  const rows = await listPromotionRows(database.db, filter, cursor, query.limit);
  // Past the last page there is no row to carry the total.
  const total = rows[0]?.total ?? (await countPromotions(database.db, filter));
  const visible = rows.slice(0, query.limit);
  const items = await itemsOf(
    database.db,
    businessId,
    visible.map((row) => row.id),
  );
  const page = toPage(
    rows,
    query.limit,
    (row) => ({ at: Number(row.created_at), id: row.id }),
    (row) => toPromotion(row, items.get(row.id) ?? []),
  );
  return { ...page, total: Number(total) };
};

export const getPromotion = ({ database }: PromotionDeps, businessId: string, id: string) =>
  read(database.db, businessId, id);

/**
 * Every product must be this business's; one newly added to the combo must also be enabled (a product
 * disabled after it joined may stay). Refused per item, so the dialog can point at the row.
 */
const checkProducts = async (
  trx: Db,
  { database }: PromotionDeps,
  businessId: string,
  input: PromotionValues,
  kept: ReadonlySet<string>,
) => {
  const ids = input.applies_to.map((item) => item.product_id);
  const found = new Map(
    (await lockProducts(trx, database.dialect, businessId, ids)).map((row) => [row.id, row.status]),
  );
  const fields: FieldErrors = {};
  input.applies_to.forEach((item, index) => {
    const status = found.get(item.product_id);
    const field = `applies_to.${index}.product_id`;
    if (status === undefined) fields[field] = "No encontramos ese producto.";
    else if (status === "disabled" && !kept.has(item.product_id))
      fields[field] = "El producto está deshabilitado.";
  });
  if (Object.keys(fields).length > 0)
    throw new AppError("invalid-argument", "Revisá los productos del combo.", fields);
};

const checkDates = (start: number, end: number | null) => {
  if (end !== null && end <= start)
    throw new AppError("invalid-argument", endBeforeStart, { end_date: endBeforeStart });
};

/** docs/product.md#states: a new combo is active and starts now unless told otherwise; it and its items, or nothing. */
export const createPromotion = async (
  deps: PromotionDeps,
  businessId: string,
  input: PromotionValues,
): Promise<Promotion> => {
  const now = Date.now();
  const start = input.start_date ?? now;
  const end = input.end_date ?? null;
  checkDates(start, end);
  const id = uuidv7(now);
  const created = await guardName(() =>
    deps.database.db.transaction().execute(async (trx) => {
      await checkProducts(trx, deps, businessId, input, new Set());
      await insertPromotion(trx, {
        id,
        business_id: businessId,
        name: input.name,
        name_key: nameKey(input.name),
        type: "combo",
        is_active: 1,
        value: input.value,
        start_date: start,
        end_date: end,
        created_at: now,
        updated_at: now,
      });
      await insertItems(trx, businessId, id, input);
      return read(trx, businessId, id);
    }),
  );
  await publish(deps, businessId, id, "insert");
  return created;
};

/** Replaces the combo's items; the start date stays unless given. One transaction: a refusal keeps the old. */
export const editPromotion = async (
  deps: PromotionDeps,
  businessId: string,
  id: string,
  input: PromotionValues,
): Promise<Promotion> => {
  const { db, dialect } = deps.database;
  const edited = await guardName(() =>
    db.transaction().execute(async (trx) => {
      // Locked on PostgreSQL so two edits of one combo cannot interleave their item replacements.
      const row = await lockPromotion(trx, dialect, businessId, id);
      if (!row) throw missing();
      const start = input.start_date ?? Number(row.start_date);
      const end = input.end_date ?? null;
      checkDates(start, end);
      const current = await itemProductIds(trx, id);
      await checkProducts(trx, deps, businessId, input, new Set(current.map((item) => item.product_id)));
      await deleteItems(trx, id);
      await insertItems(trx, businessId, id, input);
      await updatePromotion(trx, id, {
        name: input.name,
        name_key: nameKey(input.name),
        value: input.value,
        start_date: start,
        end_date: end,
        updated_at: Date.now(),
      });
      return read(trx, businessId, id);
    }),
  );
  await publish(deps, businessId, id, "update");
  return edited;
};

/** docs/product.md#states: isActive flips through the toggle. */
export const setPromotionActive = async (
  deps: PromotionDeps,
  businessId: string,
  id: string,
  isActive: boolean,
): Promise<Promotion> => {
  const updated = await setActive(deps.database.db, businessId, id, isActive);
  if (!updated) throw missing();
  const promotion = await read(deps.database.db, businessId, id);
  await publish(deps, businessId, id, "update");
  return promotion;
};

/** The items go with it (foreign key cascade). */
export const deletePromotion = async (deps: PromotionDeps, businessId: string, id: string): Promise<void> => {
  const deleted = await deletePromotionRow(deps.database.db, businessId, id);
  if (!deleted) throw missing();
  await publish(deps, businessId, id, "delete");
};
