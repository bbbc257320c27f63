import { centavosToPesos } from "@comanda/domain";
import { type VoucherType, voucherTypes } from "@comanda/domain/fiscal";
import type { VoucherTotals } from "@comanda/domain/invoices";
import type { Db } from "../../db/database.ts";

/**
 * Issue 20 point 6: a shift's authorized invoices and credit notes per voucher type (Factura B, Nota de
 * crédito B…), in ARCA's code order, each with its count and totals in pesos. A voucher belongs to the
 * shift of its order.
 */
export const voucherTotalsOf = async (
  db: Db,
  businessId: string,
  shiftId: string,
): Promise<VoucherTotals[]> => {
  const rows = await db
    .selectFrom("invoice as i")
    .innerJoin("order as o", "o.id", "i.order_id")
    .select((eb) => [
      "i.voucher_type",
      eb.fn.countAll<number>().as("count"),
      eb.fn.sum<number>("i.total").as("total"),
      eb.fn.sum<number>("i.net").as("net"),
    ])
    .where("i.business_id", "=", businessId)
    .where("o.shift_id", "=", shiftId)
    .where("i.status", "=", "authorized")
    .groupBy("i.voucher_type")
    .execute();
  return rows
    .map((row) => {
      const total = Number(row.total ?? 0);
      const net = Number(row.net ?? 0);
      return {
        voucherType: row.voucher_type as VoucherType,
        count: Number(row.count),
        total: centavosToPesos(total),
        net: centavosToPesos(net),
        vat: centavosToPesos(total - net),
      };
    })
    .sort((a, b) => voucherTypes[a.voucherType] - voucherTypes[b.voucherType]);
};
