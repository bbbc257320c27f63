import type {
  AdjustmentKind,
  AdjustmentMode,
  OrderLineKind,
  OrderStatus,
  OrderType,
  ShiftStatus,
  StockItemKind,
  StockReason,
} from "@comanda/domain";
import type { Generated } from "kysely";

// The service loop's tables (decisions 019 and 020): shifts, orders, stock movements, the cash count. The rest of
// the schema is in schema.ts, which puts them all in `Database`.

/** docs/product.md#shifts: at most one open (end_date null) per business; money in centavos. */
export type ShiftTable = {
  id: string;
  business_id: string;
  /** Buenos Aires date "YYYY-MM-DD", with " HH:mm" when another shift already opened that day */
  code: string;
  status: ShiftStatus;
  start_date: number;
  end_date: number | null;
  total_orders: Generated<number>;
  total_amount: Generated<number>;
  /** the highest numeric turn given in the shift; the next order's turn is prefilled with it + 1 */
  last_turn: Generated<number>;
  /** centavos in the register when the shift opened (fondo de caja) */
  cash_float: Generated<number>;
  count_note: string | null;
  opened_by: string;
  opened_by_name: string;
  closed_by: string | null;
  closed_by_name: string | null;
  created_at: number;
  updated_at: number;
};

/** docs/product.md#order-record, snapshotting what was sold; `id` is made by the client (UUIDv7). */
export type OrderTable = {
  id: string;
  business_id: string;
  shift_id: string;
  turn: string;
  status: OrderStatus;
  payment_method_id: string;
  payment_method_name: string;
  observation: string | null;
  /** centavos, computed by the server: subtotal − discount + surcharge + tip (migration 0011) */
  total: number;
  /** centavos: the lines' sum */
  subtotal: Generated<number>;
  /** centavos, positive: the order's discounts and surcharges added up (order_adjustment) */
  discount: Generated<number>;
  surcharge: Generated<number>;
  tip: Generated<number>;
  created_by: string;
  created_by_name: string;
  /** hash of the create request's body: a retry with another body is refused */
  request_hash: string;
  created_at: number;
  updated_at: number;
  status_changed_at: number;
  /** Decision 027: raised by every edit and transition (compare-and-set) */
  version: Generated<number>;
  /** when last edited; null until then */
  modified_at: number | null;
  /** JSON of the last edit's changes (domain `orderChange[]`); null until edited */
  changes: string | null;
  /** decision 081 (migration 0032) */
  kitchen_since: number | null;
  served: string | null;
  cancelled_from: OrderStatus | null;
  ready_at: number | null;
  /** Migration 0033: JSON of what a table's rounds hold for courses not yet marched (decision 082) */
  held: string | null;
  /** Migration 0019: how it is served */
  type: Generated<OrderType>;
  /** migration 0018: the customer it is for (null: nobody said); the four below are it as the order took it */
  customer_id: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  customer_address: string | null;
  customer_notes: string | null;
  /** centavos, part of `total` */
  delivery_fee: Generated<number>;
  promised_at: number | null;
  /** Migration 0021: a 'Mesa' order's table, guests and waiter; null otherwise */
  table_id: string | null;
  table_name: string | null;
  guests: number | null;
  waiter_id: string | null;
  waiter_name: string | null;
  /** when the table asked for the bill */
  bill_requested_at: number | null;
  /** migration 0026: when this tab was joined into another (it is then 'cancelled', but not a cancellation) */
  joined_at: number | null;
  /** migration 0030: the tab it was joined into; null again once separated ('Separar') */
  joined_into: string | null;
};

/** A round a tab took (migration 0021): its id, made by the device, makes a resent round count once. */
export type TabRoundTable = {
  id: string;
  business_id: string;
  order_id: string;
  created_by: string;
  created_by_name: string;
  created_at: number;
};

/**
 * One line of an order. A combo is a 'promotion' line followed by its 'combo-item' lines
 * (`parent_position` = the combo's position; `quantity` = units sold, quantity_needed × combos; prices 0).
 */
export type OrderLineTable = {
  order_id: string;
  position: number;
  business_id: string;
  kind: OrderLineKind;
  parent_position: number | null;
  item_id: string;
  name: string;
  category_id: string | null;
  quantity: number;
  unit_price: number;
  subtotal: number;
  /** Migration 0031: the line's own note ('sin sal') */
  /** Migration 0033: the line's course (decision 082) */
  course: string | null;
  note: string | null;
  /** Migration 0031: JSON of the options sold with the line (domain `storedLineOption[]`), null when none */
  options: string | null;
};

/** A change of stock: product units or ingredient thousandths. */
export type StockMovementTable = {
  id: string;
  business_id: string;
  item_kind: StockItemKind;
  item_id: string;
  delta: number;
  quantity_after: number | null;
  reason: StockReason;
  order_id: string | null;
  user_id: string | null;
  user_name: string | null;
  created_at: number;
};

/** Running totals of a shift per payment method, moved as orders complete (centavos). */
export type ShiftMethodTotalTable = {
  shift_id: string;
  payment_method_id: string;
  business_id: string;
  name: string;
  is_cash: number;
  orders: Generated<number>;
  amount: Generated<number>;
};

/** The cash count of a closed shift, one row per payment method; never changed afterwards. */
export type ShiftCountTable = {
  shift_id: string;
  payment_method_id: string;
  business_id: string;
  name: string;
  is_cash: number;
  expected: number;
  counted: number;
  /** counted − expected: negative is faltante, positive sobrante */
  difference: number;
};

export type CashMovementTable = {
  id: string;
  business_id: string;
  shift_id: string;
  kind: "in" | "out";
  /** centavos, > 0 */
  amount: number;
  reason: string;
  user_id: string;
  user_name: string;
  created_at: number;
};

/** A discount or surcharge of an order (migration 0011); `value` hundredths of a percent or centavos. */
export type OrderAdjustmentTable = {
  order_id: string;
  position: number;
  business_id: string;
  kind: AdjustmentKind;
  mode: AdjustmentMode;
  value: number;
  reason: string;
  /** centavos, positive */
  amount: number;
};

/** One part of how an order is paid (migration 0011); the parts add up to the order's total. */
export type OrderPaymentTable = {
  order_id: string;
  position: number;
  business_id: string;
  payment_method_id: string;
  name: string;
  is_cash: number;
  amount: number;
  /** 'Paga con', centavos; null when not given */
  tendered: number | null;
};
