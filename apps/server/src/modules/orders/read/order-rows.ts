import {
  centavosToPesos,
  changeFor,
  type Order,
  type OrderAdjustment,
  type OrderChange,
  type OrderCustomer,
  type OrderLine,
  type OrderPayment,
  type OrderTab,
  type StoredLineOption,
} from "@comanda/domain";
import { type ExpressionBuilder, type Selectable, sql } from "kysely";
import type {
  Database,
  OrderAdjustmentTable,
  OrderLineTable,
  OrderPaymentTable,
  OrderTable,
} from "../../../db/schema.ts";

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
  "subtotal",
  "discount",
  "surcharge",
  "tip",
  "created_by",
  "created_by_name",
  "created_at",
  "updated_at",
  "status_changed_at",
  "version",
  "modified_at",
  "changes",
  "held",
  "kitchen_since",
  "served",
  "cancelled_from",
  "type",
  "customer_id",
  "customer_name",
  "customer_phone",
  "customer_address",
  "customer_notes",
  "delivery_fee",
  "promised_at",
  "table_id",
  "table_name",
  "guests",
  "waiter_id",
  "waiter_name",
  "bill_requested_at",
] as const;

/**
 * What a new order or tab has of its history: no edit yet (decision 027), nothing served, held or cancelled,
 * and the kitchen's clock at its creation (decisions 081, 082).
 */
export const newOrderHistory = {
  version: 0,
  modified_at: null,
  changes: null,
  held: null,
  kitchen_since: null,
  served: null,
  cancelled_from: null,
} as const;

/** An update of an order writes only while the order's shift is still open. */
export const inOpenShift = ({ exists, selectFrom }: ExpressionBuilder<Database, "order">) =>
  exists(
    selectFrom("shift")
      .select(sql.lit(1).as("open"))
      .whereRef("shift.id", "=", "order.shift_id")
      .where("shift.end_date", "is", null),
  );

export type OrderRow = Pick<Selectable<OrderTable>, (typeof orderColumns)[number]>;
/** An order line as stored, without the keys that tie it to its order and business. */
/** A line's own columns: all of order_line but the order and business it belongs to. */
export const lineFieldColumns = [
  "position",
  "kind",
  "parent_position",
  "item_id",
  "name",
  "category_id",
  "quantity",
  "unit_price",
  "subtotal",
  "note",
  "options",
  "course",
] as const satisfies readonly (keyof LineFields)[];

export type LineFields = Omit<Selectable<OrderLineTable>, "order_id" | "business_id">;
export type PaymentFields = Omit<Selectable<OrderPaymentTable>, "order_id" | "business_id" | "position">;
export type AdjustmentFields = Omit<
  Selectable<OrderAdjustmentTable>,
  "order_id" | "business_id" | "position"
>;

const toPayment = (row: PaymentFields): OrderPayment => {
  const amount = Number(row.amount);
  const tendered = row.tendered === null ? null : Number(row.tendered);
  const change = changeFor(tendered, amount);
  return {
    paymentMethodId: row.payment_method_id,
    name: row.name,
    isCash: Number(row.is_cash) === 1,
    amount: centavosToPesos(amount),
    tendered: tendered === null ? null : centavosToPesos(tendered),
    change: change === null ? null : centavosToPesos(change),
  };
};

// A percentage is stored in hundredths and an amount in centavos: both read back divided by 100.
const toAdjustment = (row: AdjustmentFields): OrderAdjustment => ({
  kind: row.kind,
  mode: row.mode,
  value: Number(row.value) / 100,
  reason: row.reason,
  amount: centavosToPesos(Number(row.amount)),
});

export type OrderMoneyRows = { payments: readonly PaymentFields[]; adjustments: readonly AdjustmentFields[] };

/** Decision 080: the options a stored line was sold with (written by order-lines.ts from the domain's shape). */
export const optionsOfLine = (row: Pick<LineFields, "options">): StoredLineOption[] =>
  row.options === null ? [] : (JSON.parse(row.options) as StoredLineOption[]);

/** A stored line's options as the order shows them (what each added, in pesos). */
const soldOptions = (row: Pick<LineFields, "options">) =>
  optionsOfLine(row).map((option) => ({
    id: option.id,
    group: option.group,
    name: option.name,
    price: centavosToPesos(option.price),
  }));

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
        options: soldOptions(row),
        note: row.note,
        course: row.course,
      },
    });
  }
  const combos = new Map(lines.map(({ position, line }) => [position, line]));
  for (const row of rows) {
    if (row.kind !== "combo-item" || row.parent_position === null) continue;
    const combo = combos.get(row.parent_position);
    if (!combo) continue;
    // Stored as units sold (quantity_needed × combos); the order shows what one combo holds.
    const options = soldOptions(row);
    combo.items.push({
      productId: row.item_id,
      name: row.name,
      quantity: row.quantity / combo.quantity,
      categoryId: row.category_id,
      // Decision 080: a combo's product with its own choices.
      ...(options.length > 0 ? { options } : {}),
    });
  }
  return lines.sort((a, b) => a.position - b.position).map(({ line }) => line);
};

const tabOf = (row: OrderRow): OrderTab | null =>
  row.table_id === null
    ? null
    : {
        tableId: row.table_id,
        tableName: row.table_name ?? "",
        guests: Number(row.guests ?? 0),
        waiterId: row.waiter_id ?? "",
        waiterName: row.waiter_name ?? "",
        billRequestedAt: row.bill_requested_at === null ? null : Number(row.bill_requested_at),
      };

const customerOf = (row: OrderRow): OrderCustomer | null =>
  row.customer_id === null
    ? null
    : {
        id: row.customer_id,
        name: row.customer_name ?? "",
        phone: row.customer_phone,
        address: row.customer_address,
        notes: row.customer_notes,
      };

/** What the kitchen did of an order still being made: its stations' 'Listo' and the lines it marked done. */
export type KitchenProgress = Required<Pick<Order, "stationsDone" | "stationsDoneAt" | "linesDone">>;

/** The one mapping of a stored order and its lines to what the API answers. */
export const toOrder = (
  row: OrderRow,
  lines: readonly LineFields[],
  money: OrderMoneyRows,
  progress: KitchenProgress = { stationsDone: [], stationsDoneAt: {}, linesDone: [] },
): Order => ({
  id: row.id,
  shiftId: row.shift_id,
  turn: row.turn,
  status: row.status,
  paymentMethodId: row.payment_method_id,
  paymentMethodName: row.payment_method_name,
  observation: row.observation,
  total: centavosToPesos(Number(row.total)),
  lines: toLines(lines),
  subtotal: centavosToPesos(Number(row.subtotal)),
  adjustments: money.adjustments.map(toAdjustment),
  tip: centavosToPesos(Number(row.tip)),
  payments: money.payments.map(toPayment),
  createdBy: row.created_by,
  createdByName: row.created_by_name,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
  statusChangedAt: Number(row.status_changed_at),
  version: Number(row.version),
  modifiedAt: row.modified_at === null ? null : Number(row.modified_at),
  // Written by edit-order.ts from the domain's schema, never by a client.
  changes: row.changes === null ? [] : (JSON.parse(row.changes) as OrderChange[]),
  stationsDone: [...progress.stationsDone],
  stationsDoneAt: { ...progress.stationsDoneAt },
  linesDone: [...progress.linesDone],
  kitchenSince: Number(row.kitchen_since ?? row.created_at),
  // Written by the tabs' rounds (decision 081), never by a client.
  served: row.served === null ? [] : (JSON.parse(row.served) as Order["served"]),
  cancelledFrom: row.cancelled_from,
  // Written by the tabs' rounds and 'Marchar' (decision 082), never by a client.
  held: row.held === null ? [] : (JSON.parse(row.held) as NonNullable<Order["held"]>),
  type: row.type,
  tab: tabOf(row),
  customer: customerOf(row),
  deliveryFee: centavosToPesos(Number(row.delivery_fee)),
  promisedAt: row.promised_at === null ? null : Number(row.promised_at),
});
