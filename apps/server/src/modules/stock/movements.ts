import { type StockItemKind, type StockReason, uuidv7 } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { queryTemplate, type TemplateParam } from "../../db/query-template.ts";

/** One change of stock, as the writer of the change knows it (issue 9, point 7). */
export type MovementDraft = {
  itemKind: StockItemKind;
  itemId: string;
  /** product units or ingredient thousandths; never 0 */
  delta: number;
  /** the stock right after the change; null when a product stopped being tracked */
  quantityAfter: number | null;
  reason: StockReason;
  orderId?: string | null;
  user: { id: string; name: string } | null;
};

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
type Row = Record<(typeof columns)[number], unknown>;

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

const insertRows = async (trx: Db, rows: Row[]) => {
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

/**
 * Writes movements inside the transaction that changed the stock, so stock = Σ movements always holds
 * (`npm run comanda -- doctor` checks it). Zero deltas are skipped.
 */
export const recordMovements = async (
  trx: Db,
  businessId: string,
  drafts: readonly MovementDraft[],
  now = Date.now(),
) => {
  const rows: Row[] = drafts
    .filter((draft) => draft.delta !== 0)
    .map((draft) => ({
      id: uuidv7(now),
      business_id: businessId,
      item_kind: draft.itemKind,
      item_id: draft.itemId,
      delta: draft.delta,
      quantity_after: draft.quantityAfter,
      reason: draft.reason,
      order_id: draft.orderId ?? null,
      user_id: draft.user?.id ?? null,
      user_name: draft.user?.name ?? null,
      created_at: now,
    }));
  if (rows.length) await insertRows(trx, rows);
};
