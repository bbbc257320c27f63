import { totalFromCentavos } from "@comanda/domain";
import { type VoucherType, voucherTypes } from "@comanda/domain/fiscal";
import type { VoucherTotals } from "@comanda/domain/invoices";
import type { Db } from "../../../db/database.ts";
import { centavosOf } from "../../../db/money-sums.ts";
import { voucherSums } from "./queries.ts";

/**
 * Decision 055: a shift's authorized invoices and credit notes per voucher type (Factura B, Nota de
 * crédito B…), in ARCA's code order, each with its count and totals in pesos. A voucher belongs to the
 * shift of its order.
 */
export const voucherTotalsOf = async (
  db: Db,
  businessId: string,
  shiftId: string,
): Promise<VoucherTotals[]> => {
  const rows = await voucherSums(db, businessId, shiftId);
  return rows
    .map((row) => {
      // Decision 068: exact past 2^53 centavos.
      const total = centavosOf(row.total);
      const net = centavosOf(row.net);
      return {
        voucherType: row.voucher_type as VoucherType,
        count: Number(row.count),
        total: totalFromCentavos(total),
        net: totalFromCentavos(net),
        vat: totalFromCentavos(total - net),
      };
    })
    .sort((a, b) => voucherTypes[a.voucherType] - voucherTypes[b.voucherType]);
};
