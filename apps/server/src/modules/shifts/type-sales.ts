import { orderTypes, type TypeSales, totalFromCentavos } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { sumText } from "../../db/money-sums.ts";

/** Completed orders of a shift, or completed between two instants (the home's day). */
export type TypeSalesScope = { shiftId: string } | { from: number; to: number };

/**
 * Decision 050: completed orders per type ('Mostrador', 'Para llevar', …), each type that sold, in the
 * domain's order. Amounts are the orders' totals, delivery fees and tips included, as the Z report's total.
 */
export const typeSales = async (db: Db, businessId: string, scope: TypeSalesScope): Promise<TypeSales[]> => {
  let query = db
    .selectFrom("order")
    .select((eb) => ["type", eb.fn.countAll<number>().as("orders"), sumText("total").as("amount")])
    .where("business_id", "=", businessId)
    .where("status", "=", "completed");
  query =
    "shiftId" in scope
      ? query.where("shift_id", "=", scope.shiftId)
      : query.where("status_changed_at", ">=", scope.from).where("status_changed_at", "<", scope.to);
  const rows = await query.groupBy("type").execute();
  const byType = new Map(rows.map((row) => [row.type, row]));
  return orderTypes.flatMap((type) => {
    const row = byType.get(type);
    return row ? [{ type, orders: Number(row.orders), amount: totalFromCentavos(row.amount) }] : [];
  });
};
