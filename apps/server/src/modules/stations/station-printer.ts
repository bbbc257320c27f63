import type { Db } from "../../db/database.ts";

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
 * dropped (it writes only while its claim stands, claim.ts). Returns how many tickets changed.
 */
export const followStationPrinter = async (
  db: Db,
  businessId: string,
  stationId: string,
  printer: StationPrinter,
  deleted: boolean,
): Promise<number> => {
  const now = Date.now();
  const jobs = db
    .updateTable("print_job")
    .where("business_id", "=", businessId)
    .where("station_id", "=", stationId);
  const result = printer
    ? await jobs
        .set({
          printer_name: printer.name,
          host: printer.host,
          port: printer.port,
          width: printer.width,
          attempts: 0,
          next_attempt_at: now,
        })
        // A ticket being sent now finishes on the printer it went to.
        .where("status", "=", "pending")
        .where((eb) =>
          eb.or([
            eb("host", "<>", printer.host),
            eb("port", "<>", printer.port),
            eb("width", "<>", printer.width),
            eb("printer_name", "<>", printer.name),
          ]),
        )
        .executeTakeFirst()
    : await jobs
        .set({
          status: "failed",
          last_error: deleted ? stationRemoved : printerRemoved,
          lease_until: null,
          claim: null,
        })
        .where("status", "in", ["pending", "printing"])
        .executeTakeFirst();
  return Number(result.numUpdatedRows);
};
