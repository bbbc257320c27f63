import { centavosToPesos, csvDateTime, csvMoney, shiftName, toCsv, totalFromCentavos } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { bigintText, sumText } from "../../db/money-sums.ts";

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
 * The sales history (issue 10 point 6): every closed shift of the business, newest start first. The cash
 * difference is the sum of the count's differences over its methods; blank for a shift closed before
 * counts existed (nothing was counted, so there is no difference to show). Discounts, surcharges, tips
 * and delivery fees are summed over the completed orders, the ones 'Monto total' counts.
 */
export const salesHistoryCsv = async (db: Db, businessId: string): Promise<string> => {
  const rows = await db
    .selectFrom("shift as s")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("shift_count")
          .select(["shift_id", sumText("difference").as("difference")])
          .where("business_id", "=", businessId)
          .groupBy("shift_id")
          .as("c"),
      (join) => join.onRef("c.shift_id", "=", "s.id"),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("order")
          .select([
            "shift_id",
            sumText("discount").as("discount"),
            sumText("surcharge").as("surcharge"),
            sumText("tip").as("tip"),
            sumText("delivery_fee").as("delivery_fee"),
          ])
          .where("business_id", "=", businessId)
          .where("status", "=", "completed")
          .groupBy("shift_id")
          .as("o"),
      (join) => join.onRef("o.shift_id", "=", "s.id"),
    )
    .select([
      "s.start_date",
      "s.end_date",
      "s.total_orders",
      bigintText("s.total_amount").as("total_amount"),
      "s.cash_float",
      "c.difference",
      "o.discount",
      "o.surcharge",
      "o.tip",
      "o.delivery_fee",
    ])
    .where("s.business_id", "=", businessId)
    .where("s.status", "=", "inactive")
    .orderBy("s.start_date", "desc")
    .orderBy("s.id", "desc")
    .execute();
  return toCsv(
    header,
    rows.map((row) => [
      // Named as on every screen (issue 15), not by its ISO code.
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
