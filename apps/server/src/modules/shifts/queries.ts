import { type PaymentMethodTotal, totalFromCentavos } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { centavosOf, compareCentavos, sumText } from "../../db/money-sums.ts";
import { mergeById } from "./merge-by-id.ts";

/** Which completed orders a figure reads: a shift's, or those completed in [from, to) (the home screen). */
export type CompletedScope = { shiftId: string } | { from: number; to: number };

/**
 * Completed orders' payments per method, largest amount first: each part of a split payment under its own
 * method, an order paid with two methods counting once in each (docs/product.md#order-money). One id sold
 * under several names is shown with the latest order's: a shift's detail takes the order opened last, the
 * home screen the order completed last, as each did before they shared this query (decision 077).
 */
export const paymentMethodTotals = async (
  db: Db,
  businessId: string,
  scope: CompletedScope,
): Promise<PaymentMethodTotal[]> => {
  const latest = "shiftId" in scope ? "o.created_at" : "o.status_changed_at";
  const completed = db
    .selectFrom("order as o")
    .innerJoin("order_payment as p", "p.order_id", "o.id")
    .where("o.business_id", "=", businessId)
    .where("o.status", "=", "completed");
  const scoped =
    "shiftId" in scope
      ? completed.where("o.shift_id", "=", scope.shiftId)
      : completed.where("o.status_changed_at", ">=", scope.from).where("o.status_changed_at", "<", scope.to);
  const rows = await scoped
    .select((eb) => [
      "p.payment_method_id as id",
      "p.name as name",
      eb.fn.countAll<number>().as("orders"),
      sumText("p.amount").as("amount"),
      eb.fn.max<number>(latest).as("latest"),
    ])
    .groupBy(["p.payment_method_id", "p.name"])
    .execute();
  const totals = rows.map((row) => ({
    id: row.id,
    name: row.name,
    orders: Number(row.orders),
    amount: centavosOf(row.amount),
    latest: Number(row.latest),
  }));
  return mergeById(totals, (into, row) => {
    into.orders += row.orders;
    into.amount += row.amount;
  })
    .sort((a, b) => compareCentavos(b.amount, a.amount) || a.name.localeCompare(b.name, "es"))
    .map((row) => ({
      paymentMethodId: row.id,
      name: row.name,
      orders: row.orders,
      amount: totalFromCentavos(row.amount),
    }));
};
