import { formatMoney, formatQuantity, type IngredientUnit } from "@comanda/domain";
import { sql } from "kysely";
import type { Db } from "./database.ts";

/** A stock that differs from the sum of its movements (product units or ingredient thousandths). */
export type StockBreak = {
  kind: "product" | "ingredient";
  business: string;
  name: string;
  unit: IngredientUnit | null;
  /** Σ movements: what the stock should be */
  expected: number;
  /** the stock stored (an untracked product counts as 0) */
  found: number;
};

/** A shift whose stored totals differ from its completed orders (money in centavos). */
export type ShiftBreak = {
  kind: "shift";
  business: string;
  code: string;
  expected: { orders: number; amount: number };
  found: { orders: number; amount: number };
};

/** A shift's running total of one payment method that differs from its completed orders (centavos). */
export type MethodTotalBreak = {
  kind: "method-total";
  business: string;
  code: string;
  method: string;
  expected: { orders: number; amount: number };
  found: { orders: number; amount: number };
};

export type Break = StockBreak | ShiftBreak | MethodTotalBreak;
export type DoctorReport = {
  breaks: Break[];
  checked: { products: number; ingredients: number; shifts: number };
};

const movementSums = (db: Db, kind: "product" | "ingredient") =>
  db
    .selectFrom("stock_movement")
    .select(["business_id", "item_id", (eb) => eb.fn.sum<number>("delta").as("total")])
    .where("item_kind", "=", kind)
    .groupBy(["business_id", "item_id"])
    .as("m");

/** docs/product.md#data: a product's stock (null counts as 0) = Σ its movements. */
const productBreaks = async (db: Db): Promise<StockBreak[]> => {
  const rows = await db
    .selectFrom("product as p")
    .innerJoin("business as b", "b.id", "p.business_id")
    .leftJoin(movementSums(db, "product"), (join) =>
      join.onRef("m.business_id", "=", "p.business_id").onRef("m.item_id", "=", "p.id"),
    )
    .select(["b.name as business", "p.name", "p.quantity", "m.total"])
    .where(sql<boolean>`coalesce(p.quantity, 0) <> coalesce(m.total, 0)`)
    .orderBy("b.name")
    .orderBy("p.name")
    .execute();
  return rows.map((row) => ({
    kind: "product",
    business: row.business,
    name: row.name,
    unit: null,
    expected: Number(row.total ?? 0),
    found: Number(row.quantity ?? 0),
  }));
};

/** An ingredient's stock (thousandths, may be negative) = Σ its movements. */
const ingredientBreaks = async (db: Db): Promise<StockBreak[]> => {
  const rows = await db
    .selectFrom("ingredient as i")
    .innerJoin("business as b", "b.id", "i.business_id")
    .leftJoin(movementSums(db, "ingredient"), (join) =>
      join.onRef("m.business_id", "=", "i.business_id").onRef("m.item_id", "=", "i.id"),
    )
    .select(["b.name as business", "i.name", "i.unit", "i.quantity", "m.total"])
    .where(sql<boolean>`i.quantity <> coalesce(m.total, 0)`)
    .orderBy("b.name")
    .orderBy("i.name")
    .execute();
  return rows.map((row) => ({
    kind: "ingredient",
    business: row.business,
    name: row.name,
    unit: row.unit,
    expected: Number(row.total ?? 0),
    found: Number(row.quantity),
  }));
};

/** docs/product.md#states: a shift's totals = the count and sum of its completed orders. */
const shiftBreaks = async (db: Db): Promise<ShiftBreak[]> => {
  const completed = db
    .selectFrom("order")
    .select([
      "shift_id",
      (eb) => eb.fn.countAll<number>().as("orders"),
      (eb) => eb.fn.sum<number>("total").as("amount"),
    ])
    .where("status", "=", "completed")
    .groupBy("shift_id")
    .as("d");
  const rows = await db
    .selectFrom("shift as s")
    .innerJoin("business as b", "b.id", "s.business_id")
    .leftJoin(completed, "d.shift_id", "s.id")
    .select(["b.name as business", "s.code", "s.total_orders", "s.total_amount", "d.orders", "d.amount"])
    .where(sql<boolean>`s.total_orders <> coalesce(d.orders, 0) or s.total_amount <> coalesce(d.amount, 0)`)
    .orderBy("b.name")
    .orderBy("s.start_date")
    .execute();
  return rows.map((row) => ({
    kind: "shift",
    business: row.business,
    code: row.code,
    expected: { orders: Number(row.orders ?? 0), amount: Number(row.amount ?? 0) },
    found: { orders: Number(row.total_orders), amount: Number(row.total_amount) },
  }));
};

/**
 * Decision 020: a shift's running totals per payment method (what the count at close reads) = its completed
 * orders' payments per method. Compared in both directions: a total without orders, or orders without a total.
 */
const methodTotalBreaks = async (db: Db): Promise<MethodTotalBreak[]> => {
  const [orders, totals, shifts] = await Promise.all([
    // Each part of a split payment under its own method (decision 026).
    db
      .selectFrom("order as o")
      .innerJoin("order_payment as p", "p.order_id", "o.id")
      .select((eb) => [
        "o.shift_id",
        "p.payment_method_id",
        eb.fn.max("p.name").as("name"),
        eb.fn.countAll<number>().as("orders"),
        eb.fn.sum<number>("p.amount").as("amount"),
      ])
      .where("o.status", "=", "completed")
      .groupBy(["o.shift_id", "p.payment_method_id"])
      .execute(),
    db
      .selectFrom("shift_method_total")
      .select(["shift_id", "payment_method_id", "name", "orders", "amount"])
      .execute(),
    db
      .selectFrom("shift as s")
      .innerJoin("business as b", "b.id", "s.business_id")
      .select(["s.id", "s.code", "s.start_date", "b.name as business"])
      .execute(),
  ]);
  type Sums = { name: string; orders: number; amount: number };
  const pairs = new Map<string, { shiftId: string; expected?: Sums; found?: Sums }>();
  const at = (shiftId: string, method: string) => {
    const key = `${shiftId} ${method}`;
    const pair = pairs.get(key) ?? { shiftId };
    pairs.set(key, pair);
    return pair;
  };
  for (const row of orders)
    at(row.shift_id, row.payment_method_id).expected = {
      name: String(row.name),
      orders: Number(row.orders),
      amount: Number(row.amount),
    };
  for (const row of totals)
    at(row.shift_id, row.payment_method_id).found = {
      name: row.name,
      orders: Number(row.orders),
      amount: Number(row.amount),
    };
  const shiftOf = new Map(shifts.map((shift) => [shift.id, shift]));
  const breaks: (MethodTotalBreak & { start: number })[] = [];
  for (const { shiftId, expected, found } of pairs.values()) {
    const same =
      (expected?.orders ?? 0) === (found?.orders ?? 0) && (expected?.amount ?? 0) === (found?.amount ?? 0);
    const shift = shiftOf.get(shiftId);
    if (same || !shift) continue;
    breaks.push({
      kind: "method-total",
      business: shift.business,
      code: shift.code,
      method: found?.name ?? expected?.name ?? "",
      expected: { orders: expected?.orders ?? 0, amount: expected?.amount ?? 0 },
      found: { orders: found?.orders ?? 0, amount: found?.amount ?? 0 },
      start: Number(shift.start_date),
    });
  }
  return breaks
    .sort(
      (a, b) => a.business.localeCompare(b.business) || a.start - b.start || a.method.localeCompare(b.method),
    )
    .map(({ start: _, ...item }) => item);
};

const countOf = async (db: Db, table: "product" | "ingredient" | "shift") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * `npm run comanda -- doctor` (decision 019): every stock equals its movements and every shift's
 * totals equal its completed orders, across every business of the database.
 */
export const checkInvariants = async (db: Db): Promise<DoctorReport> => ({
  breaks: [
    ...(await productBreaks(db)),
    ...(await ingredientBreaks(db)),
    ...(await shiftBreaks(db)),
    ...(await methodTotalBreaks(db)),
  ],
  checked: {
    products: await countOf(db, "product"),
    ingredients: await countOf(db, "ingredient"),
    shifts: await countOf(db, "shift"),
  },
});

/** One break as the operator reads it: business, item and what was expected against what was found. */
export const describeBreak = (item: Break): string => {
  if (item.kind === "method-total") {
    const { expected, found } = item;
    return (
      `«${item.business}», turno ${item.code}, ${item.method}: sus pedidos completados son ${expected.orders} ` +
      `por ${formatMoney(expected.amount)}, pero el total del medio de pago registra ${found.orders} por ` +
      `${formatMoney(found.amount)}.`
    );
  }
  if (item.kind === "shift") {
    const { expected, found } = item;
    return (
      `«${item.business}», turno ${item.code}: sus pedidos completados son ${expected.orders} por ` +
      `${formatMoney(expected.amount)}, pero el turno registra ${found.orders} por ${formatMoney(found.amount)}.`
    );
  }
  const show = (value: number) => (item.unit ? formatQuantity(value, item.unit) : String(value));
  const what = item.kind === "product" ? "producto" : "ingrediente";
  return (
    `«${item.business}», ${what} «${item.name}»: sus movimientos suman ${show(item.expected)}, ` +
    `pero el stock guardado es ${show(item.found)}.`
  );
};

/** The report as printed: a line per break, or what was checked when all is well. */
export const reportText = ({ breaks, checked }: DoctorReport): string =>
  breaks.length
    ? [
        breaks.length === 1 ? "Se encontró 1 problema:" : `Se encontraron ${breaks.length} problemas:`,
        ...breaks.map((item) => `- ${describeBreak(item)}`),
      ].join("\n")
    : `Todo en orden: ${checked.products} productos, ${checked.ingredients} ingredientes y ` +
      `${checked.shifts} turnos coinciden con sus movimientos y pedidos.`;
