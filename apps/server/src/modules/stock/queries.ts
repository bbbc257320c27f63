import type { StockItemKind } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import type { Cursor } from "../../db/keyset.ts";
import { queryTemplate, type TemplateParam } from "../../db/query-template.ts";

const columns = [
  "id",
  "business_id",
  "item_kind",
  "item_id",
  "delta",
  "quantity_after",
  "reason",
  "order_id",
  "user_id",
  "user_name",
  "created_at",
] as const;

/** One stock_movement row, as recordMovements builds it. */
export type MovementRow = Record<(typeof columns)[number], unknown>;

/**
 * Every sale writes its movements: the insert is compiled once per row count (db/query-template.ts), up
 * to what an order usually moves; more rows are built as usual.
 */
const MAX_TEMPLATE_ROWS = 8;
const templates = new Map<number, ReturnType<typeof insertTemplate>>();
const insertTemplate = (length: number) =>
  queryTemplate((db: Db, p: TemplateParam<string>) =>
    db
      .insertInto("stock_movement")
      .values(
        Array.from(
          { length },
          (_, index) =>
            Object.fromEntries(columns.map((column) => [column, p(`${column}${index}`)])) as never,
        ),
      ),
  );

export const insertMovementRows = async (trx: Db, rows: MovementRow[]) => {
  if (rows.length > MAX_TEMPLATE_ROWS) {
    await trx
      .insertInto("stock_movement")
      .values(rows as never)
      .execute();
    return;
  }
  let template = templates.get(rows.length);
  if (!template) {
    template = insertTemplate(rows.length);
    templates.set(rows.length, template);
  }
  const values: Record<string, unknown> = {};
  rows.forEach((row, index) => {
    for (const column of columns) values[`${column}${index}`] = row[column];
  });
  await trx.executeQuery(template(trx, values));
};

/** The business's product or ingredient with this id, if it is there. */
export const findStockItem = (db: Db, kind: StockItemKind, businessId: string, id: string) =>
  db
    .selectFrom(kind)
    .select("id")
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();

const movementsOfItem = (db: Db, kind: StockItemKind, businessId: string, itemId: string) =>
  db
    .selectFrom("stock_movement as m")
    .where("m.business_id", "=", businessId)
    .where("m.item_kind", "=", kind)
    .where("m.item_id", "=", itemId);

/** One page of an item's movements, newest first, with the order's turn; one row past the page. */
export const selectMovementPage = (
  db: Db,
  kind: StockItemKind,
  businessId: string,
  itemId: string,
  cursor: Cursor<number> | null,
  limit: number,
) =>
  movementsOfItem(db, kind, businessId, itemId)
    .leftJoin("order as o", (join) =>
      join.onRef("o.id", "=", "m.order_id").onRef("o.business_id", "=", "m.business_id"),
    )
    .select([
      "m.id",
      "m.delta",
      "m.quantity_after",
      "m.reason",
      "m.order_id",
      "o.turn",
      "m.user_name",
      "m.created_at",
    ])
    .$if(cursor !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb("m.created_at", "<", cursor?.at ?? 0),
          eb.and([eb("m.created_at", "=", cursor?.at ?? 0), eb("m.id", "<", cursor?.id ?? "")]),
        ]),
      ),
    )
    .orderBy("m.created_at", "desc")
    .orderBy("m.id", "desc")
    .limit(limit + 1)
    .execute();

/** How many movements the item has. */
export const countMovements = (db: Db, kind: StockItemKind, businessId: string, itemId: string) =>
  movementsOfItem(db, kind, businessId, itemId)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
