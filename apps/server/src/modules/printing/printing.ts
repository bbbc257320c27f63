import type pino from "pino";
import type { Db } from "../../db/database.ts";
import type { ChangeBus } from "../../realtime/change-bus.ts";
import { createComandaPrinting } from "./comandas.ts";
import type { PrinterGuard } from "./printer-networks.ts";
import type { Printing } from "./types.ts";
import { startPrintWorker } from "./worker.ts";

/**
 * The server's printing: the queue's worker, which tells each business's boards through the change bus
 * when a printer took or refused a ticket, and the comandas queued as orders come and change.
 */
export const startPrinting = (db: Db, bus: ChangeBus, logger: pino.Logger, guard: PrinterGuard): Printing => {
  const worker = startPrintWorker({
    db,
    guard,
    onAttempt: (job) => {
      void bus.publish(job.businessId, { entity: "print-jobs", id: job.id, op: "update" });
    },
    onError: (error) => logger.warn({ err: error }, "print queue unavailable"),
  });
  const comandas = createComandaPrinting(db, bus, worker.wake);
  return { comandas, guard, wake: worker.wake, stop: worker.stop };
};
