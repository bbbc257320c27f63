import { fromThousandths, type OrderStatus, orderStatuses, type Shift } from "@comanda/domain";
import { LOW_PRODUCT_STOCK } from "@comanda/domain/dashboard";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { centavosOf, sumText } from "../../db/money-sums.ts";
import { selectCompletedUnits } from "../shifts/index.ts";
import { HOUR } from "./business-days.ts";

// The home screen's data access: sums the database makes over completed orders, and the counts and lists
// beside them.

/** Completed orders of the business whose completion falls in [from, to): what every sales figure reads. */
const completedBetween = (db: Db, businessId: string, from: number, to: number) =>
  db
    .selectFrom("order")
    .where("business_id", "=", businessId)
    .where("status", "=", "completed")
    .where("status_changed_at", ">=", from)
    .where("status_changed_at", "<", to);

export type HourBucket = { start: number; orders: number; amount: bigint };

/**
 * Completed orders per hour since `from`, summed by the database: at most 24 × 30 rows come back however
 * many orders there are. `from` is a Buenos Aires midnight and the zone's offsets are whole hours, so each
 * bucket lies within one local hour of one local day.
 */
export const hourBuckets = async (db: Db, businessId: string, from: number, to: number) => {
  const bucket = sql<number>`(${sql.ref("status_changed_at")} - ${sql.lit(from)}) / ${sql.lit(HOUR)}`;
  const rows = await completedBetween(db, businessId, from, to)
    .select((eb) => [
      bucket.as("bucket"),
      eb.fn.countAll<number>().as("orders"),
      sumText("total").as("amount"),
    ])
    .groupBy(sql`bucket`)
    .execute();
  return rows.map(
    (row): HourBucket => ({
      start: from + Number(row.bucket) * HOUR,
      orders: Number(row.orders),
      amount: centavosOf(row.amount),
    }),
  );
};

/** Units of each product in completed orders of [from, to), sold alone or inside a combo, per name sold. */
export const unitsSold = async (db: Db, businessId: string, from: number, to: number) => {
  const rows = await selectCompletedUnits(db, businessId, { from, to });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    quantity: Number(row.quantity),
    latest: Number(row.latest),
  }));
};

/** Whether the business has any row in a table: the getting-started list (docs/product.md#home). */
export const hasAny = async (
  db: Db,
  businessId: string,
  table: "category" | "product" | "payment_method" | "shift",
) =>
  (await db
    .selectFrom(table)
    .select("id")
    .where("business_id", "=", businessId)
    .limit(1)
    .executeTakeFirst()) !== undefined;

export const hasCompletedOrder = async (db: Db, businessId: string) =>
  (await db
    .selectFrom("order")
    .select("id")
    .where("business_id", "=", businessId)
    .where("status", "=", "completed")
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** The open shift's orders per status, every status present (zeros included), in the board's order. */
export const ordersByStatus = async (db: Db, businessId: string, shift: Shift | null) => {
  if (!shift) return [];
  const rows = await db
    .selectFrom("order")
    .select((eb) => ["status", eb.fn.countAll<number>().as("orders")])
    .where("business_id", "=", businessId)
    .where("shift_id", "=", shift.id)
    .groupBy("status")
    .execute();
  const counts = new Map(rows.map((row) => [row.status as OrderStatus, Number(row.orders)]));
  return orderStatuses.map((status) => ({ status, orders: counts.get(status) ?? 0 }));
};

/** docs/product.md#home: enabled ingredients at or below their minimum, the lowest first relative to it. */
export const lowStockIngredients = async (db: Db, businessId: string) => {
  const rows = await db
    .selectFrom("ingredient")
    .select(["id", "name", "quantity", "min_quantity", "unit"])
    .where("business_id", "=", businessId)
    .where("status", "=", "enabled")
    .whereRef("quantity", "<=", "min_quantity")
    .orderBy("name_key")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    quantity: fromThousandths(Number(row.quantity)),
    minQuantity: fromThousandths(Number(row.min_quantity)),
    unit: row.unit,
  }));
};

/** Enabled products whose stock is tracked and at or below LOW_PRODUCT_STOCK units. */
export const lowStockProducts = async (db: Db, businessId: string) => {
  const rows = await db
    .selectFrom("product")
    .select(["id", "name", "quantity"])
    .where("business_id", "=", businessId)
    .where("status", "=", "enabled")
    .where("quantity", "is not", null)
    .where("quantity", "<=", LOW_PRODUCT_STOCK)
    .orderBy("quantity")
    .orderBy("name_key")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, quantity: Number(row.quantity) }));
};
