import { centavosToPesos, csvDateTime, csvMoney, toCsv } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { selectCustomersWithTotals } from "./queries.ts";

const header = ["Nombre", "Teléfono", "Dirección", "Notas", "Pedidos", "Total gastado", "Alta"] as const;

/**
 * Decision 048: every customer of the business, newest first, with its orders and what it spent, for
 * a spreadsheet set to Spanish (Argentina) (domain csv.ts: `;`, decimal comma, BOM, formula guard).
 */
export const customersCsv = async (db: Db, businessId: string): Promise<string> => {
  const rows = await selectCustomersWithTotals(db, businessId);
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
