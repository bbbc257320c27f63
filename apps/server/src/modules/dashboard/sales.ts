import { type ProductSales, totalFromCentavos } from "@comanda/domain";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { centavosOf, sumText } from "../../db/money-sums.ts";
import { mergeById } from "../shifts/index.ts";
import { type BusinessDay, businessHour, HOUR } from "./business-days.ts";

const BEST_SELLERS = 10;

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

/** Centavos as BigInt: a month of a busy business may pass 2^53 (decision 068). */
type Figures = { orders: number; amount: bigint };
const add = (into: Figures, bucket: Figures) => {
  into.orders += bucket.orders;
  into.amount += bucket.amount;
};

/** Amounts stay in centavos while adding up; pesos only on the way out. The average rounds half up. */
export const salesFigures = (figures: Figures) => {
  const orders = BigInt(figures.orders);
  return {
    amount: totalFromCentavos(figures.amount),
    orders: figures.orders,
    averageTicket: orders ? totalFromCentavos((2n * figures.amount + orders) / (2n * orders)) : 0,
  };
};

/** Buckets added up per day (every day present) and, for `today`, per hour (24 entries). */
export const bucketsByDay = (buckets: HourBucket[], days: BusinessDay[], today: BusinessDay) => {
  const perDay = days.map((day) => ({ day, orders: 0, amount: 0n }));
  const perHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, amount: 0n }));
  for (const bucket of buckets) {
    const day = perDay.find((entry) => bucket.start >= entry.day.start && bucket.start < entry.day.end);
    if (day) add(day, bucket);
    const hour = perHour[businessHour(bucket.start)];
    if (hour && bucket.start >= today.start && bucket.start < today.end) add(hour, bucket);
  }
  return { perDay, perHour };
};

/** The ten products with most units in completed orders of [from, to), sold alone or inside a combo. */
export const bestSellers = async (
  db: Db,
  businessId: string,
  from: number,
  to: number,
): Promise<ProductSales[]> => {
  const rows = await db
    .selectFrom("order as o")
    .innerJoin("order_line as l", "l.order_id", "o.id")
    .select((eb) => [
      "l.item_id as id",
      "l.name as name",
      eb.fn.sum<number>("l.quantity").as("quantity"),
      eb.fn.max<number>("o.status_changed_at").as("latest"),
    ])
    .where("o.business_id", "=", businessId)
    .where("o.status", "=", "completed")
    .where("o.status_changed_at", ">=", from)
    .where("o.status_changed_at", "<", to)
    .where("l.kind", "in", ["product", "combo-item"])
    .groupBy(["l.item_id", "l.name"])
    .execute();
  const sold = rows.map((row) => ({
    id: row.id,
    name: row.name,
    quantity: Number(row.quantity),
    latest: Number(row.latest),
  }));
  return mergeById(sold, (into, row) => {
    into.quantity += row.quantity;
  })
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name, "es"))
    .slice(0, BEST_SELLERS)
    .map((row) => ({ productId: row.id, name: row.name, quantity: row.quantity }));
};
