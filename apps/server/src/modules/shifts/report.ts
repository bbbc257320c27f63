import { totalFromCentavos } from "@comanda/domain";
import type { CountLine, ZReport } from "@comanda/domain/cash";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../errors.ts";
import { voucherTotalsOf } from "../invoices/index.ts";
import { toCashMovement } from "./cash-movements.ts";
import { businessOf, readCountNote, selectStoredCount } from "./queries.ts";
import { cashMovementsOf } from "./register/queries.ts";
import { getShiftSummary } from "./summary.ts";
import { typeSales } from "./type-sales.ts";

/** The count as stored at close: cash first, then by name. */
const storedCount = async (db: Db, businessId: string, shiftId: string): Promise<CountLine[]> => {
  const rows = await selectStoredCount(db, businessId, shiftId);
  return rows
    .map((row) => ({
      paymentMethodId: row.payment_method_id,
      name: row.name,
      isCash: Number(row.is_cash) === 1,
      expected: totalFromCentavos(row.expected),
      counted: totalFromCentavos(row.counted),
      difference: totalFromCentavos(row.difference),
    }))
    .sort((a, b) => Number(b.isCash) - Number(a.isCash) || a.name.localeCompare(b.name, "es"));
};

/**
 * Decision 020: the Z report of a closed shift. Orders completed come from the shift's running totals
 * (docs/product.md#states), the rest from the shift's detail, the count and the cash movements stored with it.
 */
export const getZReport = async (db: Db, businessId: string, id: string): Promise<ZReport> => {
  const summary = await getShiftSummary(db, businessId, id);
  if (summary.shift.endDate === null) throw new AppError("aborted", "El turno todavía está abierto.");
  const [business, count, note, movements, byType, vouchers] = await Promise.all([
    businessOf(db, businessId),
    storedCount(db, businessId, id),
    readCountNote(db, businessId, id),
    cashMovementsOf(db, businessId, id),
    typeSales(db, businessId, { shiftId: id }),
    voucherTotalsOf(db, businessId, id),
  ]);
  return {
    business: {
      name: business.name,
      address: business.address,
      phone: business.phone,
      logoUrl:
        business.logo_updated_at === null
          ? null
          : `/api/v1/business/logo?v=${Number(business.logo_updated_at)}`,
    },
    shift: summary.shift,
    cashFloat: summary.shift.cashFloat,
    completed: { orders: summary.shift.totalOrders, amount: summary.shift.totalAmount },
    sales: summary.sales,
    cancelled: summary.cancelled,
    byPaymentMethod: summary.byPaymentMethod,
    byType,
    vouchers,
    count,
    countNote: note.count_note,
    cashMovements: movements.map(toCashMovement),
    bestSellers: summary.bestSellers,
  };
};
