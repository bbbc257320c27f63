import { exponentialBackoff, startLeaseWorker } from "../../jobs/lease-worker.ts";
import type { PrinterCodepage } from "./escpos.ts";
import type { PrinterGuard } from "./printer-networks.ts";
import { claimJob, dueHeads, finishAttempt, pruneJobs, stationResendsUnconfirmed } from "./queries.ts";
import type { PrintJobRow, Queryable } from "./queue.ts";
import { renderJob, UnprintableError } from "./render-job.ts";
import { noAnswer, PrinterError, type SendOptions, sendToPrinter } from "./send-to-printer.ts";

/*
 * Delivery guarantee: a queued ticket prints at least once when its printer confirms it (its DLE EOT status,
 * or closing after reading it; send-to-printer.ts), and it is never sent twice on the worker's own once the
 * printer may have it: a printer that took the bytes and said nothing, or answered that it has no paper,
 * leaves the job 'failed' and unconfirmed, and the board asks someone to look before reprinting
 * (decision 065) — unless its station says such tickets may be sent again. A ticket still prints twice if
 * the process dies (or loses the database) after the printer took it and before the row is marked.
 */

export type PrintWorkerOptions = {
  db: Queryable;
  now?: () => number;
  send?: typeof sendToPrinter;
  /** where it may connect (PRINTER_NETWORKS), checked before every ticket */
  guard: PrinterGuard;
  sendOptions?: Omit<SendOptions, "guard">;
  codepage?: PrinterCodepage;
  /** how often due jobs are looked for when nothing wakes the worker */
  pollMs?: number;
  /** how long a claim lasts: longer than a send can take, or a slow printer would get the ticket twice */
  leaseMs?: number;
  /** how long printed tickets are kept for reprints and the printers' status; 7 days unless told */
  keepMs?: number;
  /** after each attempt is recorded (printed, to retry, failed): e.g. to tell the board through the change bus */
  onAttempt?: (job: { id: string; businessId: string; status: "printed" | "pending" | "failed" }) => void;
  /** the queue could not be read or written (the database is down): the worker tries again at the next poll */
  onError?: (error: unknown) => void;
};

export type PrintWorker = {
  /** look for due jobs now, e.g. after a commit that queued one */
  wake: () => void;
  /** stops looking, and resolves once the tickets being sent are done */
  stop: () => Promise<void>;
};

const day = 24 * 60 * 60_000;
const pruneEveryMs = 60 * 60_000;
/** 1 s after the first failure, then 2 s, 4 s … up to 30 s; it never gives up while the job is queued. */
export const retryDelay = exponentialBackoff(1_000, 30_000);

const mayResend = (db: Queryable, row: PrintJobRow) =>
  row.station_id ? stationResendsUnconfirmed(db, row.business_id, row.station_id) : Promise.resolve(false);

export const startPrintWorker = ({
  db,
  now = Date.now,
  send = sendToPrinter,
  guard,
  sendOptions,
  codepage,
  pollMs = 1_000,
  leaseMs = 60_000,
  keepMs = 7 * day,
  onAttempt = () => {},
  onError = () => {},
}: PrintWorkerOptions): PrintWorker => {
  let prunedAt = Number.NEGATIVE_INFINITY;

  const attempt = async (row: PrintJobRow, claim: string): Promise<"printed" | "pending" | "failed"> => {
    let bytes: Uint8Array;
    try {
      bytes = renderJob(row.kind, row.document, row.width, codepage);
    } catch (error) {
      const message = error instanceof UnprintableError ? error.message : "No se pudo armar el ticket.";
      await finishAttempt(db, row.id, claim, { status: "failed", at: now(), error: message });
      return "failed";
    }
    try {
      await send({ host: row.host, port: Number(row.port) }, bytes, { ...sendOptions, guard });
    } catch (error) {
      const at = now();
      const message = error instanceof PrinterError ? error.message : noAnswer(`${row.host}:${row.port}`);
      if (error instanceof PrinterError && error.taken && !(await mayResend(db, row))) {
        await finishAttempt(db, row.id, claim, { status: "failed", at, error: message, unconfirmed: true });
        return "failed";
      }
      const attempts = Number(row.attempts) + 1;
      await finishAttempt(db, row.id, claim, {
        status: "pending",
        at,
        attempts,
        nextAttemptAt: at + retryDelay(attempts),
        error: message,
      });
      return "pending";
    }
    await finishAttempt(db, row.id, claim, { status: "printed", at: now() });
    return "printed";
  };

  return startLeaseWorker<PrintJobRow>(
    {
      beforeLook: async (at) => {
        if (at - prunedAt < pruneEveryMs) return;
        prunedAt = at;
        await pruneJobs(db, at - keepMs);
      },
      due: (at, limit) => dueHeads(db, at, limit),
      claim: (row, token, at, lease) => claimJob(db, row.id, token, at, lease),
      // A printer's next ticket waits for the one in flight.
      lane: (row) => `${row.business_id}|${row.host}|${row.port}`,
      run: async (row, claim) => {
        const status = await attempt(row, claim);
        onAttempt({ id: row.id, businessId: row.business_id, status });
      },
    },
    { now, pollMs, leaseMs, onError },
  );
};
