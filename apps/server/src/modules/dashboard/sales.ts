import { type ProductSales, totalFromCentavos } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { mergeById } from "../shifts/index.ts";
import { type BusinessDay, businessHour } from "./business-days.ts";
import { type HourBucket, unitsSold } from "./queries.ts";

const BEST_SELLERS = 10;

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
): Promise<ProductSales[]> =>
  mergeById(await unitsSold(db, businessId, from, to), (into, row) => {
    into.quantity += row.quantity;
  })
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name, "es"))
    .slice(0, BEST_SELLERS)
    .map((row) => ({ productId: row.id, name: row.name, quantity: row.quantity }));
