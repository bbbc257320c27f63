import { type OrderValues, uuidv7 } from "@comanda/domain";
import { CompiledQuery, sql } from "kysely";
import type { Db } from "../../../../db/database.ts";
import { queryTemplate, type TemplateParam } from "../../../../db/query-template.ts";
import { prepareOnPostgres } from "../../../../db/statement-cache.ts";
import type { AuditRow } from "../../../audit/index.ts";
import { type ProductRow, selectProducts } from "../../catalog/queries.ts";
import { type LineFields, orderColumns } from "../../read/order-rows.ts";
import { contextSelect, type OrderContext, type OrderRowValues } from "../queries.ts";

/**
 * Decision 032: on PostgreSQL an order's time was mostly round trips (about 9 to 14 statements each). Here
 * everything a new order writes goes in one statement: the order row, its lines, payments and
 * adjustments, the conditional stock updates and their movements. Each list travels as arrays through
 * `unnest`, so the SQL text never changes and stays prepared on every connection. The statement runs on
 * its own, outside any transaction (decision 042): it is atomic by itself, and it refuses itself
 * (`comanda_refuse`, migration 0013), undoing everything, when a check below fails.
 *
 * The audit trail's rows of the order (decision 047) go in with it, from `new_order`.
 *
 * What the separate statements guaranteed still holds, by data dependency inside the statement:
 * - The shift is locked `for key share` and must still be open, or nothing is written: a close, which
 *   locks it `for update`, either waits for this statement and then counts the order, or came first and
 *   the order is refused (`comanda:shift-closed`).
 * - No stock is locked before the order row is in: the stock is taken laterally from `new_order`, so a
 *   concurrent send of the same id waits on the key first, then fails on it and is answered as a retry.
 * - The stock is taken by `comanda_take_stock` (migration 0025, decision 063), not by this statement's own
 *   `for update`: a row changed by an order that committed meanwhile would make PostgreSQL re-check it by
 *   starting a copy of this whole plan, a dozen inserts with their indexes; the function's statements are
 *   re-checked alone. It locks products, then ingredients, each in id order, as the edits and cancellations
 *   lock them: two orders never deadlock.
 * - `quantity >= units` lets the database, not an earlier read, decide who gets the last unit. A product
 *   still tracked but missing from `taken` refuses the statement (`comanda:untaken:<id>`).
 */
const insertColumns = [...orderColumns, "business_id", "request_hash"] as const;
const orderParameters = insertColumns.length;
/** $1… the order row; then, from here, the arrays and the movements' common values. */
const at = (index: number) => `$${orderParameters + index}`;

const text = `
with open_shift as materialized (
  select id from shift where id = $${insertColumns.indexOf("shift_id") + 1}
    and business_id = $${insertColumns.indexOf("business_id") + 1} and end_date is null
  for key share
), new_order as (
  insert into "order" (${insertColumns.map((column) => `"${column}"`).join(", ")})
  select ${insertColumns.map((_, index) => `$${index + 1}`).join(", ")} from open_shift
  returning id, business_id
), lines as (
  insert into order_line (order_id, position, business_id, kind, parent_position, item_id, name,
    category_id, quantity, unit_price, subtotal, note, options, course)
  select o.id, l.position, o.business_id, l.kind, l.parent_position, l.item_id, l.name, l.category_id,
    l.quantity, l.unit_price, l.subtotal, l.note, l.options, l.course
  from new_order o, unnest(${at(1)}::int[], ${at(2)}::text[], ${at(3)}::int[], ${at(4)}::text[],
    ${at(5)}::text[], ${at(6)}::text[], ${at(7)}::int[], ${at(8)}::bigint[], ${at(9)}::bigint[],
    ${at(33)}::text[], ${at(34)}::text[], ${at(35)}::text[])
    as l(position, kind, parent_position, item_id, name, category_id, quantity, unit_price, subtotal, note,
      options, course)
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
), needed as (
  select * from unnest(${at(23)}::text[], ${at(24)}::bigint[], ${at(25)}::text[]) as n(id, amount, movement_id)
), took as materialized (
  select t.kind, t.id, t.quantity
  from new_order o
  cross join lateral comanda_take_stock(o.business_id, ${at(20)}::text[], ${at(21)}::bigint[],
    ${at(23)}::text[], ${at(24)}::bigint[]) as t
), taken as (
  select t.id, t.quantity, w.units, w.movement_id from took t join wanted w on w.id = t.id
  where t.kind = 'product'
), moved as (
  select t.id, t.quantity, n.amount, n.movement_id from took t join needed n on n.id = t.id
  where t.kind = 'ingredient'
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
), audit as (
  insert into audit_event (id, business_id, at, user_id, user_name, action, order_id, target, detail)
  select a.id, o.business_id, ${at(28)}::bigint, ${at(26)}, ${at(27)}, a.action, o.id, a.target, a.detail
  from new_order o, unnest(${at(29)}::text[], ${at(30)}::text[], ${at(31)}::text[], ${at(32)}::text[])
    as a(id, action, target, detail)
), refusal as (
  select comanda_refuse(case
    when not exists (select 1 from new_order) then 'comanda:shift-closed'
    else 'comanda:untaken:' || (select min(w.id) from wanted w join product p on p.id = w.id
      where p.quantity is not null and w.id not in (select id from taken))
  end) as refused
  where not exists (select 1 from new_order)
    or exists (select 1 from wanted w join product p on p.id = w.id
      where p.quantity is not null and w.id not in (select id from taken))
)
select 'product' as kind, id, quantity from taken
union all
select 'ingredient' as kind, id, quantity from moved
union all
select 'refused', null, null from refusal`;

prepareOnPostgres(text);

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
  lines: readonly LineFields[];
  payments: readonly PaymentValues[];
  adjustments: readonly AdjustmentValues[];
  /** tracked products to take, units each, in id order */
  products: ReadonlyArray<readonly [string, number]>;
  /** ingredients to take, thousandths each (never 0), in id order */
  ingredients: ReadonlyArray<readonly [string, number]>;
  user: { id: string; name: string };
  now: number;
  /** the audit trail's rows of the new order (decision 047), written by the same statement */
  audit: readonly AuditRow[];
};

export type StockAfter = { kind: "product" | "ingredient"; id: string; quantity: number };

const column = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((row) => row[key]);

/** Why the statement refused itself: the shift closed, or a product it had to take (by id). */
export type WriteRefusal = { kind: "shift-closed" } | { kind: "untaken"; productId: string };

/** The refusal `comanda_refuse` raised in the statement, or null for any other error. */
export const writeRefusalOf = (error: unknown): WriteRefusal | null => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== "P0001" || typeof message !== "string") return null;
  if (message === "comanda:shift-closed") return { kind: "shift-closed" };
  const untaken = /^comanda:untaken:(.+)$/.exec(message);
  return untaken?.[1] ? { kind: "untaken", productId: untaken[1] } : null;
};

/**
 * Writes a new order in one round trip, in a transaction of its own when `db` is not one; returns the
 * stock each taken product and ingredient is left with. Throws what `writeRefusalOf` reads when the
 * shift has closed or a tracked product could not be taken.
 */
export const writeNewOrder = async (db: Db, writes: NewOrderWrites): Promise<StockAfter[]> => {
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
    column(writes.audit, "id"),
    column(writes.audit, "action"),
    column(writes.audit, "target"),
    writes.audit.map((row) => row.detail.slice(0, 1000)),
    column(lines, "note"),
    column(lines, "options"),
    column(lines, "course"),
  ];
  const { rows } = await db.executeQuery(CompiledQuery.raw(text, parameters));
  return (rows as { kind: StockAfter["kind"]; id: string; quantity: unknown }[]).map((row) => ({
    kind: row.kind,
    id: row.id,
    quantity: Number(row.quantity),
  }));
};

type Name = "businessId" | "id" | "methodId" | "productIds" | "comboIds";

/**
 * PostgreSQL: the order's context and its products in one round trip (decision 032: on PostgreSQL an
 * order's time is its round trips). Read outside any transaction and without locks: the write that follows
 * checks again, in its one statement, that the shift is still open and that the stock is there
 * (`writeNewOrder` above, decision 042).
 * The products are those the order names and those of the combos it names (the combos themselves are
 * read apart, only when there are any): one row per recipe row, each beside the context's columns, or a
 * single row of the context with no product when it names none that exist.
 */
const contextAndProducts = queryTemplate((db: Db, p: TemplateParam<Name>) => {
  const ids = sql`array(select unnest(${p("productIds")}::text[]) union all select i.product_id from promotion_item i where i.promotion_id = any(${p("comboIds")}::text[]))`;
  const products = selectProducts(db)
    .where("p.business_id", "=", p("businessId"))
    .where(sql<boolean>`p.id = any(${ids})`)
    .as("products");
  return db
    .selectFrom(contextSelect(db, p).as("context"))
    .leftJoin(products, (join) => join.onTrue())
    .selectAll("context")
    .selectAll("products");
});

type Row = OrderContext & { [Column in keyof ProductRow]: ProductRow[Column] | null };

export const readOrderOnPostgres = async (
  trx: Db,
  businessId: string,
  input: OrderValues,
): Promise<{ context: OrderContext; products: ProductRow[] }> => {
  const values = {
    businessId,
    id: input.id,
    methodId: input.payment_method_id,
    productIds: input.products.map((line) => line.product_id),
    comboIds: input.promotions.map((line) => line.promotion_id),
  };
  const rows = (await trx.executeQuery(contextAndProducts(trx, values))).rows as Row[];
  const first = rows[0] as Row;
  const context: OrderContext = {
    shift_id: first.shift_id,
    last_turn: first.last_turn,
    stored_business: first.stored_business,
    stored_hash: first.stored_hash,
    method_name: first.method_name,
    method_status: first.method_status,
    method_is_cash: first.method_is_cash,
  };
  return { context, products: rows.filter((row): row is Row & ProductRow => row.id !== null) };
};
