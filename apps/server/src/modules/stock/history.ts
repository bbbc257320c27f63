import {
  fromThousandths,
  type Page,
  type StockItemKind,
  type StockMovement,
  type stockMovementQuery,
} from "@comanda/domain";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { type CursorSchema, decodeCursor, toPage } from "../../db/keyset.ts";
import { notFound } from "../../errors.ts";
import { countMovements, findStockItem, selectMovementPage } from "./queries.ts";

type StockMovementQuery = z.output<typeof stockMovementQuery>;

/** Movements backfilled by migration 0008 are named 'initial-<item id>'; every other id is a UUIDv7. */
const movementCursor: CursorSchema<number> = z.tuple([
  z.number().int().min(0),
  z.string().regex(/^(initial-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
]);

const missing: Record<StockItemKind, string> = {
  product: "No encontramos ese producto.",
  ingredient: "No encontramos ese ingrediente.",
};

/** Product units as they are; ingredient thousandths as decimals of the unit (docs/product.md#data). */
const inUnits = (kind: StockItemKind, value: number) =>
  kind === "ingredient" ? fromThousandths(value) : value;

/** Another business's item, or one deleted since, is "not found" (docs/product.md#data). */
const assertItem = async (db: Db, kind: StockItemKind, businessId: string, id: string) => {
  const found = await findStockItem(db, kind, businessId, id);
  if (!found) throw notFound(missing[kind]);
};

/**
 * Decision 019: every change of one item's stock, newest first, with the order's turn when it came
 * from one.
 */
export const listMovements = async (
  db: Db,
  kind: StockItemKind,
  businessId: string,
  itemId: string,
  query: StockMovementQuery,
): Promise<Page<StockMovement>> => {
  const cursor = decodeCursor(query.cursor, movementCursor);
  await assertItem(db, kind, businessId, itemId);
  const rows = await selectMovementPage(db, kind, businessId, itemId, cursor, query.limit);
  const { total } = await countMovements(db, kind, businessId, itemId);
  const page = toPage(
    rows,
    query.limit,
    (row) => ({ at: Number(row.created_at), id: row.id }),
    (row): StockMovement => ({
      id: row.id,
      delta: inUnits(kind, Number(row.delta)),
      quantityAfter: row.quantity_after === null ? null : inUnits(kind, Number(row.quantity_after)),
      reason: row.reason,
      orderId: row.order_id,
      orderTurn: row.turn ?? null,
      userName: row.user_name,
      createdAt: Number(row.created_at),
    }),
  );
  return { ...page, total: Number(total) };
};
