import { centavosToPesos, csvDateTime, csvMoney, shiftName, toCsv, totalFromCentavos } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { selectClosedShiftSums } from "./queries.ts";

const header = [
  "Turno",
  "Inicio turno",
  "Fin turno",
  "Ordenes completadas",
  "Monto total",
  "Fondo de caja",
  "Diferencia de caja",
  // After the first seven, so a sheet built on them still reads them.
  "Descuentos",
  "Recargos",
  "Propinas",
  "Envíos",
] as const;

/**
 * The sales history (docs/product.md#sales-history): every closed shift of the business, newest start first. The cash
 * difference is the sum of the count's differences over its methods; blank for a shift closed before
 * counts existed (nothing was counted, so there is no difference to show). Discounts, surcharges, tips
 * and delivery fees are summed over the completed orders, the ones 'Monto total' counts.
 */
export const salesHistoryCsv = async (db: Db, businessId: string): Promise<string> => {
  const rows = await selectClosedShiftSums(db, businessId);
  return toCsv(
    header,
    rows.map((row) => [
      // Named as on every screen (docs/product.md#sales-history), not by its ISO code.
      shiftName(Number(row.start_date)),
      csvDateTime(Number(row.start_date)),
      csvDateTime(row.end_date === null ? null : Number(row.end_date)),
      Number(row.total_orders),
      // Decision 068: sums read as text and kept exact past 2^53 centavos.
      csvMoney(totalFromCentavos(row.total_amount)),
      csvMoney(centavosToPesos(Number(row.cash_float))),
      row.difference === null ? null : csvMoney(totalFromCentavos(row.difference)),
      ...[row.discount, row.surcharge, row.tip, row.delivery_fee].map((centavos) =>
        csvMoney(totalFromCentavos(centavos ?? 0)),
      ),
    ]),
  );
};
