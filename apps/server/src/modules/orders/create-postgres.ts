import { uuidv7 } from "@comanda/domain";
import { CompiledQuery } from "kysely";
import type { Db } from "../../db/database.ts";
import { prepareOnPostgres } from "../../db/statement-cache.ts";
import type { OrderRowValues } from "./create-writes.ts";
import { orderColumns } from "./order-rows.ts";

/**
 * Issue 17: on PostgreSQL an order's time was mostly round trips (about 9 to 14 statements each). Here
 * everything a new order writes goes in one statement: the order row, its lines, payments and
 * adjustments, the conditional stock updates and their movements. Each list travels as arrays through
 * `unnest`, so the SQL text never changes and stays prepared on every connection.
 *
 * What the separate statements guaranteed still holds, by data dependency inside the statement:
 * - No stock is locked before the order row is in: the product locks join `new_order`, so a concurrent
 *   send of the same id waits on the key first, then fails on it and is answered as a retry.
 * - Rows are locked in id order (`for update` under `order by`), products before ingredients, as the
 *   edits and cancellations lock them: two orders never deadlock.
 * - `quantity >= units` lets the database, not an earlier read, decide who gets the last unit. A tracked
 *   product missing from `taken` is refused by the caller, which rolls the whole order back.
 */
const insertColumns = [...orderColumns, "business_id", "request_hash"] as const;
const orderParameters = insertColumns.length;
/** $1… the order row; then, from here, the arrays and the movements' common values. */
const at = (index: number) => `$${orderParameters + index}`;

const text = `
with new_order as (
  insert into "order" (${insertColumns.map((column) => `"${column}"`).join(", ")})
  values (${insertColumns.map((_, index) => `$${index + 1}`).join(", ")})
  returning id, business_id
), lines as (
  insert into order_line (order_id, position, business_id, kind, parent_position, item_id, name,
    category_id, quantity, unit_price, subtotal)
  select o.id, l.position, o.business_id, l.kind, l.parent_position, l.item_id, l.name, l.category_id,
    l.quantity, l.unit_price, l.subtotal
  from new_order o, unnest(${at(1)}::int[], ${at(2)}::text[], ${at(3)}::int[], ${at(4)}::text[],
    ${at(5)}::text[], ${at(6)}::text[], ${at(7)}::int[], ${at(8)}::bigint[], ${at(9)}::bigint[])
    as l(position, kind, parent_position, item_id, name, category_id, quantity, unit_price, subtotal)
), payments as (
  insert into order_payment (order_id, position, business_id, payment_method_id, name, is_cash, amount,
    tendered)
  select o.id, m.position - 1, o.business_id, m.method_id, m.name, m.is_cash, m.amount, m.tendered
  from new_order o, unnest(${at(10)}::text[], ${at(11)}::text[], ${at(12)}::int[], ${at(13)}::bigint[],
    ${at(14)}::bigint[]) with ordinality as m(method_id, name, is_cash, amount, tendered, position)
), adjustments as (
  insert into order_adjustment (order_id, position, business_id, kind, mode, value, reason, amount)
  select o.id, a.position - 1, o.business_id, a.kind, a.mode, a.value, a.reason, a.amount
  from new_order o, unnest(${at(15)}::text[], ${at(16)}::text[], ${at(17)}::bigint[], ${at(18)}::text[],
    ${at(19)}::bigint[]) with ordinality as a(kind, mode, value, reason, amount, position)
), wanted as (
  select * from unnest(${at(20)}::text[], ${at(21)}::bigint[], ${at(22)}::text[]) as w(id, units, movement_id)
), locked as materialized (
  select p.id from product p join wanted w on w.id = p.id cross join new_order o
  where p.business_id = o.business_id and p.quantity is not null
  order by p.id for update of p
), taken as (
  update product p set quantity = p.quantity - w.units
  from wanted w
  where p.id = w.id and p.id in (select id from locked) and p.quantity >= w.units
  returning p.id, p.quantity, w.units, w.movement_id
), needed as (
  select * from unnest(${at(23)}::text[], ${at(24)}::bigint[], ${at(25)}::text[]) as n(id, amount, movement_id)
), ingredients_locked as materialized (
  select i.id from ingredient i join needed n on n.id = i.id cross join new_order o
  where i.business_id = o.business_id and (select count(*) from locked) >= 0
  order by i.id for update of i
), moved as (
  update ingredient i set quantity = i.quantity - n.amount
  from needed n
  where i.id = n.id and i.id in (select id from ingredients_locked)
  returning i.id, i.quantity, n.amount, n.movement_id
), movements as (
  insert into stock_movement (id, business_id, item_kind, item_id, delta, quantity_after, reason, order_id,
    user_id, user_name, created_at)
  select t.movement_id, o.business_id, 'product', t.id, -t.units, t.quantity, 'sale', o.id,
    ${at(26)}, ${at(27)}, ${at(28)}::bigint
  from taken t, new_order o
  union all
  select m.movement_id, o.business_id, 'ingredient', m.id, -m.amount, m.quantity, 'sale', o.id,
    ${at(26)}, ${at(27)}, ${at(28)}::bigint
  from moved m, new_order o
)
select 'product' as kind, id, quantity from taken
union all
select 'ingredient' as kind, id, quantity from moved`;

prepareOnPostgres(text);

export type LineValues = {
  position: number;
  kind: string;
  parent_position: number | null;
  item_id: string;
  name: string;
  category_id: string | null;
  quantity: number;
  unit_price: number;
  subtotal: number;
};
export type PaymentValues = {
  paymentMethodId: string;
  name: string;
  isCash: boolean;
  amount: number;
  tendered: number | null;
};
export type AdjustmentValues = { kind: string; mode: string; value: number; reason: string; amount: number };

export type NewOrderWrites = {
  order: OrderRowValues;
  lines: readonly LineValues[];
  payments: readonly PaymentValues[];
  adjustments: readonly AdjustmentValues[];
  /** tracked products to take, units each, in id order */
  products: ReadonlyArray<readonly [string, number]>;
  /** ingredients to take, thousandths each (never 0), in id order */
  ingredients: ReadonlyArray<readonly [string, number]>;
  user: { id: string; name: string };
  now: number;
};

export type StockAfter = { kind: "product" | "ingredient"; id: string; quantity: number };

const column = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((row) => row[key]);

/** Writes a new order in one round trip; returns the stock each taken product and ingredient is left with. */
export const writeNewOrder = async (trx: Db, writes: NewOrderWrites): Promise<StockAfter[]> => {
  const { lines, payments, adjustments, products, ingredients, now } = writes;
  const parameters: unknown[] = [
    ...insertColumns.map((name) => writes.order[name]),
    column(lines, "position"),
    column(lines, "kind"),
    column(lines, "parent_position"),
    column(lines, "item_id"),
    column(lines, "name"),
    column(lines, "category_id"),
    column(lines, "quantity"),
    column(lines, "unit_price"),
    column(lines, "subtotal"),
    column(payments, "paymentMethodId"),
    column(payments, "name"),
    payments.map((payment) => (payment.isCash ? 1 : 0)),
    column(payments, "amount"),
    column(payments, "tendered"),
    column(adjustments, "kind"),
    column(adjustments, "mode"),
    column(adjustments, "value"),
    column(adjustments, "reason"),
    column(adjustments, "amount"),
    products.map(([id]) => id),
    products.map(([, units]) => units),
    products.map(() => uuidv7(now)),
    ingredients.map(([id]) => id),
    ingredients.map(([, amount]) => amount),
    ingredients.map(() => uuidv7(now)),
    writes.user.id,
    writes.user.name,
    now,
  ];
  const { rows } = await trx.executeQuery(CompiledQuery.raw(text, parameters));
  return (rows as { kind: StockAfter["kind"]; id: string; quantity: unknown }[]).map((row) => ({
    kind: row.kind,
    id: row.id,
    quantity: Number(row.quantity),
  }));
};
