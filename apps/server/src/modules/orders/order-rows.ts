import { centavosToPesos, type Order, type OrderChange, type OrderLine } from "@comanda/domain";
import type { Selectable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { OrderLineTable, OrderTable } from "../../db/schema.ts";

/** What every read of an order selects: the whole row but the business and the create request's hash. */
export const orderColumns = [
  "id",
  "shift_id",
  "turn",
  "status",
  "payment_method_id",
  "payment_method_name",
  "observation",
  "total",
  "created_by",
  "created_by_name",
  "created_at",
  "updated_at",
  "status_changed_at",
  "version",
  "modified_at",
  "changes",
] as const;

export type OrderRow = Pick<Selectable<OrderTable>, (typeof orderColumns)[number]>;
/** An order line as stored, without the keys that tie it to its order and business. */
export type LineFields = Omit<Selectable<OrderLineTable>, "order_id" | "business_id">;

/** A combo line and the product lines that follow it (parent_position) make one line with its items. */
const toLines = (rows: readonly LineFields[]): OrderLine[] => {
  const lines: { position: number; line: OrderLine }[] = [];
  for (const row of rows) {
    if (row.kind === "combo-item") continue;
    lines.push({
      position: row.position,
      line: {
        kind: row.kind,
        itemId: row.item_id,
        name: row.name,
        categoryId: row.category_id,
        quantity: row.quantity,
        unitPrice: centavosToPesos(Number(row.unit_price)),
        subtotal: centavosToPesos(Number(row.subtotal)),
        items: [],
      },
    });
  }
  const combos = new Map(lines.map(({ position, line }) => [position, line]));
  for (const row of rows) {
    if (row.kind !== "combo-item" || row.parent_position === null) continue;
    const combo = combos.get(row.parent_position);
    if (!combo) continue;
    // Stored as units sold (quantity_needed × combos); the order shows what one combo holds.
    combo.items.push({
      productId: row.item_id,
      name: row.name,
      quantity: row.quantity / combo.quantity,
      categoryId: row.category_id,
    });
  }
  return lines.sort((a, b) => a.position - b.position).map(({ line }) => line);
};

/** The one mapping of a stored order and its lines to what the API answers. */
export const toOrder = (row: OrderRow, lines: readonly LineFields[]): Order => ({
  id: row.id,
  shiftId: row.shift_id,
  turn: row.turn,
  status: row.status,
  paymentMethodId: row.payment_method_id,
  paymentMethodName: row.payment_method_name,
  observation: row.observation,
  total: centavosToPesos(Number(row.total)),
  lines: toLines(lines),
  createdBy: row.created_by,
  createdByName: row.created_by_name,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
  statusChangedAt: Number(row.status_changed_at),
  version: Number(row.version),
  modifiedAt: row.modified_at === null ? null : Number(row.modified_at),
  // Written by edit-order.ts from the domain's schema, never by a client.
  changes: row.changes === null ? [] : (JSON.parse(row.changes) as OrderChange[]),
});

/** Orders with their lines, in two queries whatever the number of orders. */
export const withLines = async (db: Db, businessId: string, rows: OrderRow[]): Promise<Order[]> => {
  if (!rows.length) return [];
  const lines = await db
    .selectFrom("order_line")
    .selectAll()
    .where("business_id", "=", businessId)
    .where(
      "order_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("order_id")
    .orderBy("position")
    .execute();
  const byOrder = new Map<string, LineFields[]>();
  for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
};
