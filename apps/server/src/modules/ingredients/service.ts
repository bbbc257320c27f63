import {
  type ChangeEvent,
  centavosToPesos,
  formatQuantity,
  fromThousandths,
  type Ingredient,
  type IngredientValues,
} from "@comanda/domain";
import type { IngredientTable } from "../../db/schema.ts";
import { type NamedRecordDeps, namedRecordService } from "../named-records/index.ts";
import { recipesUsing, settleStock } from "../products/index.ts";
import { recordMovements } from "../stock/index.ts";
import { lockIngredientStock } from "./queries.ts";

/** Who saves, from the session: a stock change is recorded with its user (decision 019). */
export type IngredientEditor = { id: string; name: string };

/** docs/product.md#ingredients: stored in thousandths of the unit, spoken in decimals (docs/product.md#data). */
const records = namedRecordService<IngredientTable, Ingredient, IngredientValues>({
  table: "ingredient",
  entity: "ingredients",
  messages: {
    notFound: "No encontramos ese ingrediente.",
    duplicate: "Ya existe un ingrediente con ese nombre.",
  },
  itemColumns: ["code", "unit", "quantity", "min_quantity", "cost"],
  toItem: (row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    unit: row.unit,
    quantity: fromThousandths(row.quantity),
    minQuantity: fromThousandths(row.min_quantity),
    status: row.status,
    // docs/product.md#home: low stock is quantity ≤ min_quantity.
    lowStock: row.quantity <= row.min_quantity,
    cost: row.cost === null ? null : centavosToPesos(row.cost),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  columnsOf: (input) => ({
    code: input.code,
    unit: input.unit,
    quantity: input.quantity,
    min_quantity: input.min_quantity,
    cost: input.cost,
  }),
  // Decision 017: an ingredient a recipe uses stays; the refusal names the products.
  inUse: recipesUsing,
});

/**
 * Runs a write of the named-record service and its stock movement in one transaction; the service's
 * change events are held until the commit, so no listener sees a change that was rolled back.
 */
const inTransaction = async <T>(
  deps: NamedRecordDeps,
  write: (tx: NamedRecordDeps) => Promise<T>,
): Promise<T> => {
  const held: [string, ChangeEvent][] = [];
  const bus = {
    ...deps.bus,
    publish: async (businessId: string, event: ChangeEvent) => {
      held.push([businessId, event]);
    },
  };
  const result = await deps.database.db
    .transaction()
    .execute((trx) => write({ database: { ...deps.database, db: trx }, bus }));
  for (const [businessId, event] of held) await deps.bus.publish(businessId, event);
  return result;
};

/**
 * The ingredient records; a stock given at creation is its 'initial' movement and a stock changed in
 * the dialog an 'adjustment' of the difference (thousandths), so stock = Σ movements always holds.
 */
export const ingredients = {
  ...records,

  create: (deps: NamedRecordDeps, businessId: string, user: IngredientEditor, input: IngredientValues) =>
    inTransaction(deps, async (tx) => {
      const created = await records.create(tx, businessId, input);
      await recordMovements(tx.database.db, businessId, [
        {
          itemKind: "ingredient",
          itemId: created.id,
          delta: input.quantity,
          quantityAfter: input.quantity,
          reason: "initial",
          user,
        },
      ]);
      return created;
    }),

  /**
   * The row is read under its lock (PostgreSQL; SQLite runs one writer at a time), so no sale slips
   * between the read and the write; against the stock the dialog loaded (`stock_seen`), so what recipes
   * took while it was open is not written back (settleStock).
   */
  edit: (
    deps: NamedRecordDeps,
    businessId: string,
    user: IngredientEditor,
    id: string,
    input: IngredientValues,
  ) =>
    inTransaction(deps, async (tx) => {
      const before = await lockIngredientStock(tx.database.db, deps.database.dialect, businessId, id);
      // Without the row, the service's edit answers not found.
      const quantity = before
        ? settleStock(
            before.quantity,
            input.quantity,
            input.stock_seen,
            (now) => `ahora es ${formatQuantity(now, before.unit)}`,
          )
        : input.quantity;
      const edited = await records.edit(tx, businessId, id, { ...input, quantity });
      await recordMovements(tx.database.db, businessId, [
        {
          itemKind: "ingredient",
          itemId: id,
          delta: quantity - (before?.quantity ?? quantity),
          quantityAfter: quantity,
          reason: "adjustment",
          user,
        },
      ]);
      return edited;
    }),
};
