import type { Dashboard } from "@comanda/domain/dashboard";
import type { Db } from "../../db/database.ts";
import { findOpenShift, paymentMethodTotals, prepTimesOf, typeSales } from "../shifts/index.ts";
import { businessDays } from "./business-days.ts";
import {
  hasAny,
  hasCompletedOrder,
  hourBuckets,
  lowStockIngredients,
  lowStockProducts,
  ordersByStatus,
} from "./queries.ts";
import { bestSellers, bucketsByDay, salesFigures } from "./sales.ts";

const DAYS = 30;
const WEEK = 7;

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

  const [buckets, byPaymentMethod, byType, sellers, openShift, prepTimes] = await Promise.all([
    hourBuckets(db, businessId, first.start, today.end),
    paymentMethodTotals(db, businessId, { from: today.start, to: today.end }),
    typeSales(db, businessId, { from: today.start, to: today.end }),
    bestSellers(db, businessId, first.start, today.end),
    findOpenShift(db, businessId),
    prepTimesOf(db, businessId, { from: today.start, to: today.end }),
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
    prepTimes,
    lowStockIngredients: ingredients,
    lowStockProducts: products,
  };
};
