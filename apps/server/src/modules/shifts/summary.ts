import {
  isOpenOrderStatus,
  type OptionSales,
  type OrderStatus,
  type PrepTimes,
  type ProductSales,
  type ShiftSales,
  type ShiftSummary,
  type StoredLineOption,
  totalFromCentavos,
} from "@comanda/domain";
import type { ShiftDetail } from "@comanda/domain/staff-sales";
import type { Db } from "../../db/database.ts";
import { centavosOf } from "../../db/money-sums.ts";
import { getShift } from "./history.ts";
import { mergeById } from "./merge-by-id.ts";
import { prepTimesOf } from "./prep-times.ts";
import { paymentMethodTotals, selectOrderGroups, selectSoldOptions, selectUnitsSold } from "./queries.ts";
import { staffSalesOf } from "./staff-sales.ts";

const BEST_SELLERS = 10;
const CACHED_SHIFTS = 500;

/** Orders of the shift per status, with their money (centavos). */
const orderGroups = async (db: Db, businessId: string, shiftId: string) => {
  const rows = await selectOrderGroups(db, businessId, shiftId);
  return rows.map((row) => ({
    status: row.status as OrderStatus,
    orders: Number(row.orders),
    amount: centavosOf(row.amount),
    subtotal: centavosOf(row.subtotal),
    discounts: centavosOf(row.discounts),
    surcharges: centavosOf(row.surcharges),
    tips: centavosOf(row.tips),
    deliveryFees: centavosOf(row.deliveryFees),
  }));
};
type OrderGroup = Awaited<ReturnType<typeof orderGroups>>[number];

/** The completed orders' money, line by line (docs/product.md#sales-history), in pesos (decision 068). */
const salesOf = (completed: OrderGroup | undefined): ShiftSales => ({
  subtotal: totalFromCentavos(completed?.subtotal ?? 0n),
  discounts: totalFromCentavos(completed?.discounts ?? 0n),
  surcharges: totalFromCentavos(completed?.surcharges ?? 0n),
  tips: totalFromCentavos(completed?.tips ?? 0n),
  deliveryFees: totalFromCentavos(completed?.deliveryFees ?? 0n),
  total: totalFromCentavos(completed?.amount ?? 0n),
});

/** Units of each product in completed orders, sold alone or inside a combo. */
const unitsSold = async (db: Db, businessId: string, shiftId: string) => {
  const rows = await selectUnitsSold(db, businessId, shiftId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    quantity: Number(row.quantity),
    latest: Number(row.latest),
  }));
};

/** Decision 081: how many of each option went out, by the units of the lines that had it. */
const optionsSoldOf = async (db: Db, businessId: string, shiftId: string): Promise<OptionSales[]> => {
  const sold = new Map<string, OptionSales>();
  // Written by the orders' create and edit from the domain's schema (decision 080), never by a client.
  for (const row of await selectSoldOptions(db, businessId, shiftId))
    for (const option of JSON.parse(row.options ?? "[]") as StoredLineOption[]) {
      const seen = sold.get(option.id);
      // The name it was last sold with, should it have been renamed during the shift.
      sold.set(option.id, {
        optionId: option.id,
        group: option.group,
        name: option.name,
        quantity: (seen?.quantity ?? 0) + Number(row.quantity),
      });
    }
  return [...sold.values()].sort(
    (a, b) =>
      b.quantity - a.quantity || a.group.localeCompare(b.group, "es") || a.name.localeCompare(b.name, "es"),
  );
};

const bestSellersOf = async (db: Db, businessId: string, shiftId: string): Promise<ProductSales[]> =>
  mergeById(await unitsSold(db, businessId, shiftId), (into, row) => {
    into.quantity += row.quantity;
  })
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name, "es"))
    .slice(0, BEST_SELLERS)
    .map((row) => ({ productId: row.id, name: row.name, quantity: row.quantity }));

/**
 * The best sellers and the preparation times read every line of every completed order, the costly part of
 * a detail (a shift of 10,000 orders). A completed order never changes nor leaves 'completed', so they depend only on how
 * many completed orders the shift has: that count, read fresh each time, keys a small per-process cache,
 * which therefore holds on any number of instances. A station renamed meanwhile shows its new name from
 * the next completed order on.
 */
type Sellers = { bestSellers: ProductSales[]; optionsSold: OptionSales[]; prepTimes: PrepTimes };
const sellersCache = new Map<string, { completed: number; sellers: Sellers }>();

const cachedBestSellers = async (db: Db, businessId: string, shiftId: string, completed: number) => {
  const cached = sellersCache.get(shiftId);
  sellersCache.delete(shiftId);
  const sellers =
    cached?.completed === completed
      ? cached.sellers
      : {
          bestSellers: await bestSellersOf(db, businessId, shiftId),
          optionsSold: await optionsSoldOf(db, businessId, shiftId),
          prepTimes: await prepTimesOf(db, businessId, { shiftId }),
        };
  // Re-inserted as the newest: the oldest entry goes first when the cache is full.
  sellersCache.set(shiftId, { completed, sellers });
  if (sellersCache.size > CACHED_SHIFTS) {
    const oldest = sellersCache.keys().next().value;
    if (oldest !== undefined) sellersCache.delete(oldest);
  }
  return sellers;
};

/**
 * A shift's detail (docs/product.md#sales-history): totals per method, cancellations, the best sellers, the
 * options sold and the preparation times.
 */
export const getShiftSummary = async (db: Db, businessId: string, id: string): Promise<ShiftSummary> => {
  const [shift, groups, byPaymentMethod] = await Promise.all([
    getShift(db, businessId, id),
    orderGroups(db, businessId, id),
    paymentMethodTotals(db, businessId, { shiftId: id }),
  ]);
  const ofStatus = (test: (status: OrderStatus) => boolean) => groups.filter((group) => test(group.status));
  const sum = (rows: typeof groups, of: (row: (typeof groups)[number]) => number) =>
    rows.reduce((total, row) => total + of(row), 0);
  const sumBig = (rows: typeof groups, of: (row: (typeof groups)[number]) => bigint) =>
    rows.reduce((total, row) => total + of(row), 0n);

  const completed = ofStatus((status) => status === "completed");
  const cancelled = ofStatus((status) => status === "cancelled");

  return {
    shift,
    sales: salesOf(completed[0]),
    byPaymentMethod,
    cancelled: {
      orders: sum(cancelled, (row) => row.orders),
      amount: totalFromCentavos(sumBig(cancelled, (row) => row.amount)),
    },
    openOrders: sum(ofStatus(isOpenOrderStatus), (row) => row.orders),
    ...(await cachedBestSellers(
      db,
      businessId,
      id,
      sum(completed, (row) => row.orders),
    )),
  };
};

/** GET /shifts/:id: the summary, and what each member of the staff sold ('Por mozo', decision 084). */
export const getShiftDetail = async (db: Db, businessId: string, id: string): Promise<ShiftDetail> => {
  const [summary, byStaff] = await Promise.all([
    getShiftSummary(db, businessId, id),
    staffSalesOf(db, businessId, id),
  ]);
  return { ...summary, byStaff };
};
