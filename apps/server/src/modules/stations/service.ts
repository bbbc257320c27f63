import type { Station, stationInput } from "@comanda/domain/stations";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import type { StationTable } from "../../db/schema-stations.ts";
import { namedRecordService } from "../named-records/index.ts";
import { countSentTo } from "./queries.ts";
import { followStationPrinter } from "./station-printer.ts";

type StationValues = z.output<typeof stationInput>;

const refusalOf = (categories: number, products: number) => {
  const parts = [
    categories && `${categories} ${categories === 1 ? "categoría" : "categorías"}`,
    products && `${products} ${products === 1 ? "producto" : "productos"}`,
  ].filter(Boolean);
  return `No se puede eliminar la estación: tiene ${parts.join(" y ")}. Pasalos a otra estación primero.`;
};

/** What still sends its lines to the station, as the refusal to delete it. */
const assignedTo = async (db: Db, businessId: string, id: string) => {
  const [categories, products] = await Promise.all([
    countSentTo(db, "category", businessId, id),
    countSentTo(db, "product", businessId, id),
  ]);
  const c = Number(categories.n);
  const p = Number(products.n);
  return c || p ? refusalOf(c, p) : null;
};

/** Decision 046: the kitchen's stations, a named record with the printer of each. */
export const stations = namedRecordService<StationTable, Station, StationValues>({
  table: "station",
  entity: "stations",
  messages: {
    notFound: "No encontramos esa estación.",
    duplicate: "Ya existe una estación con ese nombre.",
  },
  itemColumns: ["printer_host", "printer_port", "paper_width", "resend_unconfirmed"],
  // An edit that leaves the printer (or the resend choice) out keeps it; a null printer takes it off.
  columnsOf: (input) => ({
    ...(input.printer_host === undefined
      ? {}
      : {
          printer_host: input.printer_host,
          printer_port: input.printer_port ?? null,
          paper_width: input.paper_width ?? null,
        }),
    ...(input.resend_unconfirmed === undefined
      ? {}
      : { resend_unconfirmed: input.resend_unconfirmed ? 1 : 0 }),
  }),
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    printerHost: row.printer_host,
    printerPort: row.printer_port === null ? null : Number(row.printer_port),
    paperWidth: row.paper_width === null ? null : (Number(row.paper_width) as 80 | 58),
    resendUnconfirmed: Number(row.resend_unconfirmed) === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  }),
  inUse: assignedTo,
  afterWrite: async (trx, businessId, id, row) => {
    const printer =
      row && row.printer_host !== null && row.printer_port !== null
        ? {
            name: row.name,
            host: row.printer_host,
            port: Number(row.printer_port),
            width: Number(row.paper_width) === 58 ? (58 as const) : (80 as const),
          }
        : null;
    const changed = await followStationPrinter(trx, businessId, id, printer, row === null);
    return changed > 0 ? ["print-jobs"] : [];
  },
});
