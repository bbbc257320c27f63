import { orderTypes, type TypeSales, totalFromCentavos } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { selectTypeSales } from "./queries.ts";

/** Completed orders of a shift, or completed between two instants (the home's day). */
export type TypeSalesScope = { shiftId: string } | { from: number; to: number };

/**
 * Decision 050: completed orders per type ('Mostrador', 'Para llevar', …), each type that sold, in the
 * domain's order. Amounts are the orders' totals, delivery fees and tips included, as the Z report's total.
 */
export const typeSales = async (db: Db, businessId: string, scope: TypeSalesScope): Promise<TypeSales[]> => {
  const rows = await selectTypeSales(db, businessId, scope);
  const byType = new Map(rows.map((row) => [row.type, row]));
  return orderTypes.flatMap((type) => {
    const row = byType.get(type);
    return row ? [{ type, orders: Number(row.orders), amount: totalFromCentavos(row.amount) }] : [];
  });
};
