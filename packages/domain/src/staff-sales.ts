import { z } from "zod";
import { moneyTotal } from "./money.ts";
import { shiftSummary } from "./shifts.ts";

/**
 * Decision 084: what one member of the staff sold in a shift's completed orders. A table's tab counts for the
 * waiter it names (who opened it, unless they named another), any other order for whoever took it.
 */
export const staffSales = z.object({
  userId: z.string(),
  /** as the latest of those orders stored it */
  name: z.string(),
  /** completed orders other than tables (counter, take-away, delivery) */
  orders: z.number().int(),
  /** completed tables' tabs */
  tables: z.number().int(),
  /** pesos: what those orders charged, tips apart (a MoneyTotal, decision 068) */
  sales: moneyTotal,
  /** pesos */
  tips: moneyTotal,
});
export type StaffSales = z.infer<typeof staffSales>;

/**
 * GET /shifts/:id: the shift's detail with its sales per staff member ('Por mozo'), most sold first. Their
 * sales and tips add up to the shift's total.
 */
export const shiftDetail = shiftSummary.extend({ byStaff: z.array(staffSales) });
export type ShiftDetail = z.infer<typeof shiftDetail>;
