import { z } from "zod";
import { moneyTotal } from "./money.ts";
import { typeSales } from "./order-type.ts";
import { orderStatus } from "./orders.ts";
import { paymentMethodTotal, prepTimes, productSales, shift } from "./shifts.ts";

const salesFigures = z.object({
  /** pesos of completed orders (MoneyTotals, decision 068) */
  amount: moneyTotal,
  orders: z.number().int(),
  /** amount / orders, pesos; 0 without orders */
  averageTicket: moneyTotal,
});

/**
 * Decision 020, docs/product.md#home: GET /dashboard. Days are Buenos Aires calendar days; an order counts
 * on the day and hour it was completed (its status_changed_at). `sameDayLastWeek` is that whole day;
 * `ordersByStatus` is empty without an open shift, else every status in `orderStatuses` order.
 */
export const dashboard = z.object({
  /** false for a new business: the home shows the getting-started list instead of empty charts */
  hasSales: z.boolean(),
  gettingStarted: z.object({
    category: z.boolean(),
    product: z.boolean(),
    paymentMethod: z.boolean(),
    shift: z.boolean(),
  }),
  today: salesFigures,
  /** the same weekday last week, for comparison */
  sameDayLastWeek: salesFigures,
  openShift: shift.nullable(),
  ordersByStatus: z.array(z.object({ status: orderStatus, orders: z.number().int() })),
  /** today, 24 entries (hour 0–23 Buenos Aires) */
  salesByHour: z.array(z.object({ hour: z.number().int(), amount: moneyTotal, orders: z.number().int() })),
  /** last 30 days including today, oldest first, "YYYY-MM-DD" */
  salesByDay: z.array(z.object({ day: z.string(), amount: moneyTotal, orders: z.number().int() })),
  /** today */
  byPaymentMethod: z.array(paymentMethodTotal),
  /** today's completed orders per type (decision 050), every type that sold, in `orderTypes` order */
  byType: z.array(typeSales),
  /** last 30 days */
  bestSellers: z.array(productSales),
  /** today's completed orders' preparation times */
  prepTimes,
  lowStockIngredients: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      quantity: z.number(),
      minQuantity: z.number(),
      unit: z.string(),
    }),
  ),
  /** tracked products with stock ≤ LOW_PRODUCT_STOCK */
  lowStockProducts: z.array(z.object({ id: z.string(), name: z.string(), quantity: z.number() })),
  /**
   * Decision 057, the owner's alone (null for the rest): the scheduled backups, whether they are on, the
   * newest copy (epoch ms, bytes) and the last attempt's error.
   */
  backup: z
    .object({
      enabled: z.boolean(),
      latest: z.object({ at: z.number(), bytes: z.number() }).nullable(),
      lastError: z.string().nullable(),
    })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboard>;

/** A tracked product at or below this many units shows as low stock on the home screen. */
export const LOW_PRODUCT_STOCK = 5;
