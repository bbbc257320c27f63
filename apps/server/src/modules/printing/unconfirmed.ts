import type { Role } from "@comanda/domain";
import type { PrintJobKind, UnconfirmedTicket } from "@comanda/domain/printing";
import { notFound } from "../../errors.ts";
import { reprintJob, settleJob, unconfirmedJobs } from "./queries.ts";
import type { PrintJob, Queryable } from "./queue.ts";

const turnOf = (document: string) => {
  try {
    const turn = (JSON.parse(document) as { turn?: unknown }).turn;
    return typeof turn === "string" ? turn : null;
  } catch {
    return null;
  }
};

/** KITCHEN handles the comandas; a receipt or a Z report (payments, totals) is the counter's. */
const kindsFor = (role: Role): PrintJobKind[] =>
  role === "KITCHEN" ? ["comanda"] : ["comanda", "receipt", "z-report"];

/** The business's tickets that may have printed, oldest first: what the board asks someone to check. */
export const unconfirmedTickets = async (
  db: Queryable,
  businessId: string,
  role: Role,
): Promise<UnconfirmedTicket[]> => {
  const rows = await unconfirmedJobs(db, businessId, kindsFor(role));
  return rows.map((row) => ({
    id: row.id,
    printerName: row.printer_name,
    kind: row.kind,
    turn: turnOf(row.document),
    reason: row.last_error ?? "",
    at: Number(row.unconfirmed_at),
  }));
};

/**
 * Someone looked: the ticket came out (`printed`), or it did not and a copy is queued (`reprint`). Either
 * way it leaves the board's list; only a ticket still on it can be settled, once.
 */
export const settleUnconfirmed = async (
  db: Queryable,
  businessId: string,
  role: Role,
  jobId: string,
  outcome: "printed" | "reprint",
): Promise<PrintJob | null> =>
  db.transaction().execute(async (trx) => {
    const now = Date.now();
    const settled = await settleJob(trx, businessId, jobId, kindsFor(role), outcome, now);
    if (!settled) throw notFound("Ese ticket ya no está por revisar.");
    return outcome === "reprint" ? reprintJob(trx, businessId, jobId, now) : null;
  });
