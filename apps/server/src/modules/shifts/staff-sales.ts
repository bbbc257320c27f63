import { totalFromCentavos } from "@comanda/domain";
import type { StaffSales } from "@comanda/domain/staff-sales";
import type { Db } from "../../db/database.ts";
import { centavosOf, compareCentavos } from "../../db/money-sums.ts";
import { mergeById } from "./merge-by-id.ts";
import { selectStaffSales } from "./staff-queries.ts";

/**
 * Decision 084: 'Por mozo', a shift's completed orders per staff member, most sold first: orders and tables,
 * what they charged without the tips and the tips, in centavos until the answer. A name changed during the
 * shift shows as the latest order stored it.
 */
export const staffSalesOf = async (db: Db, businessId: string, shiftId: string): Promise<StaffSales[]> => {
  const rows = (await selectStaffSales(db, businessId, shiftId)).map((row) => ({
    id: row.staff_id,
    name: row.staff_name,
    latest: Number(row.latest),
    orders: Number(row.orders),
    tables: Number(row.tables),
    amount: centavosOf(row.amount),
    tips: centavosOf(row.tips),
  }));
  return mergeById(rows, (into, row) => {
    into.orders += row.orders;
    into.tables += row.tables;
    into.amount += row.amount;
    into.tips += row.tips;
  })
    .map((row) => ({ ...row, sales: row.amount - row.tips }))
    .sort((a, b) => compareCentavos(b.sales, a.sales) || a.name.localeCompare(b.name, "es"))
    .map((row) => ({
      userId: row.id,
      name: row.name,
      orders: row.orders - row.tables,
      tables: row.tables,
      sales: totalFromCentavos(row.sales),
      tips: totalFromCentavos(row.tips),
    }));
};
