import { fromThousandths, type OrderStatus, orderStatuses, type Shift } from "@comanda/domain";
import { type Dashboard, LOW_PRODUCT_STOCK } from "@comanda/domain/dashboard";
import type { Db } from "../../db/database.ts";
import { findOpenShift, paymentMethodTotals, typeSales } from "../shifts/index.ts";
import { businessDays } from "./business-days.ts";
import { bestSellers, bucketsByDay, hourBuckets, salesFigures } from "./sales.ts";

const DAYS = 30;
const WEEK = 7;

/** Whether the business has any row in a table: the getting-started list (docs/product.md#home). */
const hasAny = async (
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

const hasCompletedOrder = async (db: Db, businessId: string) =>
  (await db
    .selectFrom("order")
    .select("id")
    .where("business_id", "=", businessId)
    .where("status", "=", "completed")
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** The open shift's orders per status, every status present (zeros included), in the board's order. */
const ordersByStatus = async (db: Db, businessId: string, shift: Shift | null) => {
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
const lowStockIngredients = async (db: Db, businessId: string) => {
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
const lowStockProducts = async (db: Db, businessId: string) => {
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

/**
 * The home screen's figures at `now` (docs/product.md#home). An order counts when completed, on the Buenos
 * Aires day and hour of its status change. Sales come from one grouped query over the last 30 days
 * (index order_completed_idx), so the answer takes the same time with 100 or 100,000 orders a month.
 */
export const getDashboard = async (db: Db, businessId: string, now: number): Promise<Dashboard> => {
  const days = businessDays(now, DAYS);
  const first = days[0];
  const today = days[DAYS - 1];
  const lastWeek = days[DAYS - 1 - WEEK];
  if (!first || !today || !lastWeek) throw new Error("businessDays returned too few days");

  const [buckets, byPaymentMethod, byType, sellers, openShift] = await Promise.all([
    hourBuckets(db, businessId, first.start, today.end),
    paymentMethodTotals(db, businessId, { from: today.start, to: today.end }),
    typeSales(db, businessId, { from: today.start, to: today.end }),
    bestSellers(db, businessId, first.start, today.end),
    findOpenShift(db, businessId),
  ]);
  const [statuses, ingredients, products, category, product, paymentMethod, shift, sold] = await Promise.all([
    ordersByStatus(db, businessId, openShift),
    lowStockIngredients(db, businessId),
    lowStockProducts(db, businessId),
    hasAny(db, businessId, "category"),
    hasAny(db, businessId, "product"),
    hasAny(db, businessId, "payment_method"),
    hasAny(db, businessId, "shift"),
    hasCompletedOrder(db, businessId),
  ]);

  const { perDay, perHour } = bucketsByDay(buckets, days, today);
  const dayFigures = (day: typeof today) =>
    perDay.find((entry) => entry.day.start === day.start) ?? { orders: 0, amount: 0n };

  return {
    hasSales: sold,
    // The route adds the backups' state for the owner (modules/backups).
    backup: null,
    gettingStarted: { category, product, paymentMethod, shift },
    today: salesFigures(dayFigures(today)),
    sameDayLastWeek: salesFigures(dayFigures(lastWeek)),
    openShift,
    ordersByStatus: statuses,
    salesByHour: perHour.map((entry) => ({
      hour: entry.hour,
      orders: entry.orders,
      amount: salesFigures(entry).amount,
    })),
    salesByDay: perDay.map((entry) => ({
      day: entry.day.day,
      amount: salesFigures(entry).amount,
      orders: entry.orders,
    })),
    byPaymentMethod,
    byType,
    bestSellers: sellers,
    lowStockIngredients: ingredients,
    lowStockProducts: products,
  };
};
