import { centavosToPesos, csvDateTime, csvMoney, toCsv } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { customerTotals } from "./queries.ts";

const header = ["Nombre", "Teléfono", "Dirección", "Notas", "Pedidos", "Total gastado", "Alta"] as const;

/**
 * Decision 048: every customer of the business, newest first, with its orders and what it spent, for
 * a spreadsheet set to Spanish (Argentina) (domain csv.ts: `;`, decimal comma, BOM, formula guard).
 */
export const customersCsv = async (db: Db, businessId: string): Promise<string> => {
  const totals = customerTotals(db, businessId).as("totals");
  const rows = await db
    .selectFrom("customer")
    .leftJoin(totals, "totals.customer_id", "customer.id")
    .select([
      "customer.name",
      "customer.phone",
      "customer.address",
      "customer.notes",
      "customer.created_at",
      "totals.orders",
      "totals.spent",
    ])
    .where("customer.business_id", "=", businessId)
    .orderBy("customer.created_at", "desc")
    .orderBy("customer.id", "desc")
    .execute();
  return toCsv(
    header,
    rows.map((row) => [
      row.name,
      row.phone,
      row.address,
      row.notes,
      Number(row.orders ?? 0),
      csvMoney(centavosToPesos(Number(row.spent ?? 0))),
      csvDateTime(Number(row.created_at)),
    ]),
  );
};
