import type { PrinterStatus } from "@comanda/domain/printing";
import { stationPrinterAddresses } from "../../stations/index.ts";
import type { Queryable } from "../queue.ts";
import { attemptAt, printerNameOf, printersOfJobs } from "./queries.ts";

/**
 * Each printer the business has sent tickets to (by host and port), as its jobs tell it: online when the
 * last attempt printed, offline when it failed (with why: "no responde", outside the allowed networks, or
 * what the printer itself said), unknown before any attempt. A printer no station has any
 * more is left out once it has nothing left to print: its history says nothing about the kitchen now.
 */
export const printerStatuses = async (db: Queryable, businessId: string): Promise<PrinterStatus[]> => {
  const [printers, configured] = await Promise.all([
    printersOfJobs(db, businessId),
    stationPrinterAddresses(db, businessId),
  ]);
  const inUse = new Set(
    configured.map((station) => `${station.printer_host}:${Number(station.printer_port)}`),
  );
  const shown = printers.filter(
    (printer) => Number(printer.pending ?? 0) > 0 || inUse.has(`${printer.host}:${Number(printer.port)}`),
  );
  return Promise.all(
    shown.map(async (printer) => {
      const named = await printerNameOf(db, printer.last_id);
      const at = printer.last_attempt_at === null ? null : Number(printer.last_attempt_at);
      const last = at === null ? null : await attemptAt(db, businessId, printer, at);
      return {
        printerName: named.printer_name,
        host: printer.host,
        port: Number(printer.port),
        online: last ? last.status === "printed" : null,
        pendingJobs: Number(printer.pending ?? 0),
        lastError: last && last.status !== "printed" ? last.last_error : null,
        lastAttemptAt: at,
      };
    }),
  );
};
