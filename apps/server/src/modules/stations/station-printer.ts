import type { Db } from "../../db/database.ts";
import { failStationJobs, repointPendingJobs } from "./queries.ts";

export type StationPrinter = { name: string; host: string; port: number; width: 58 | 80 } | null;

export const printerRemoved = "Se quitó la impresora de la estación.";
export const stationRemoved = "Se eliminó la estación.";

/**
 * A station's printer changed, was taken off, or the station was deleted (`printer` null and `deleted`):
 * its tickets still to print follow it. A job carries its printer's address so a ticket prints where it
 * was sent even if the station changes later; without this, a removed printer's tickets were retried at
 * its old address for good, and the board showed it offline with tickets waiting. Moved tickets are due
 * at once, their failed attempts forgotten (the new printer has not failed them). Tickets of a printer
 * taken off end 'failed' with the reason, including one being sent right now: its worker's outcome is
 * dropped (it writes only while its claim stands, printing/queries.ts). Returns how many tickets changed.
 */
export const followStationPrinter = async (
  db: Db,
  businessId: string,
  stationId: string,
  printer: StationPrinter,
  deleted: boolean,
): Promise<number> => {
  const result = printer
    ? await repointPendingJobs(db, businessId, stationId, printer, Date.now())
    : await failStationJobs(db, businessId, stationId, deleted ? stationRemoved : printerRemoved);
  return Number(result.numUpdatedRows);
};
