import { uuidv7 } from "@comanda/domain";
import type { PrintJobKind, PrintJobStatus, PrintWidth } from "@comanda/domain/printing";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { PrintJobTable } from "../../db/schema-printing.ts";
import { notFound } from "../../errors.ts";
import type { ComandaDocument, ReceiptDocument, ZReportDocument } from "./documents.ts";

/** The database or a caller's transaction: a ticket is queued in the same commit as its order. */
export type Queryable = Kysely<Database>;

export type Printer = { name: string; host: string; port: number; width: PrintWidth };

export type PrintJobInput = {
  businessId: string;
  stationId?: string | null;
  printer: Printer;
  /** unique per business: the same ticket queued twice is one job, e.g. `comanda:<orderId>:<version>:<stationId>` */
  dedupeKey: string;
  now?: number;
} & (
  | { kind: "comanda"; document: ComandaDocument }
  | { kind: "receipt"; document: ReceiptDocument }
  | { kind: "z-report"; document: ZReportDocument }
);

export type PrintJob = {
  id: string;
  businessId: string;
  stationId: string | null;
  printerName: string;
  host: string;
  port: number;
  width: PrintWidth;
  kind: PrintJobKind;
  dedupeKey: string;
  status: PrintJobStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  printedAt: number | null;
};

export type PrintJobRow = Selectable<PrintJobTable>;

const optionalNumber = (value: number | null) => (value === null ? null : Number(value));

export const toPrintJob = (row: PrintJobRow): PrintJob => ({
  id: row.id,
  businessId: row.business_id,
  stationId: row.station_id,
  printerName: row.printer_name,
  host: row.host,
  port: Number(row.port),
  width: Number(row.width) as PrintWidth,
  kind: row.kind,
  dedupeKey: row.dedupe_key,
  status: row.status,
  attempts: Number(row.attempts),
  nextAttemptAt: Number(row.next_attempt_at),
  lastError: row.last_error,
  createdAt: Number(row.created_at),
  printedAt: optionalNumber(row.printed_at),
});

/**
 * Queues a ticket; call it inside the transaction that makes what it prints, and wake the worker after the
 * commit. A dedupe key already queued inserts nothing (a retried request): `created` tells which happened,
 * `id` is the job's either way.
 */
export const enqueuePrintJob = async (
  db: Queryable,
  job: PrintJobInput,
): Promise<{ id: string; created: boolean }> => {
  const now = job.now ?? Date.now();
  const id = uuidv7(now);
  const inserted = await db
    .insertInto("print_job")
    .values({
      id,
      business_id: job.businessId,
      station_id: job.stationId ?? null,
      printer_name: job.printer.name,
      host: job.printer.host,
      port: job.printer.port,
      width: job.printer.width,
      kind: job.kind,
      dedupe_key: job.dedupeKey,
      document: JSON.stringify(job.document),
      next_attempt_at: now,
      lease_until: null,
      claim: null,
      last_error: null,
      attempted_at: null,
      created_at: now,
      printed_at: null,
    })
    .onConflict((conflict) => conflict.columns(["business_id", "dedupe_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { id, created: true };
  const existing = await db
    .selectFrom("print_job")
    .select("id")
    .where("business_id", "=", job.businessId)
    .where("dedupe_key", "=", job.dedupeKey)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
};

/** The document of a copy: a comanda says REIMPRESIÓN, a receipt or a Z report says COPIA. */
const asReprint = (kind: PrintJobKind, document: string) => {
  const parsed = JSON.parse(document) as Record<string, unknown>;
  return JSON.stringify(kind === "comanda" ? { ...parsed, kind: "reprint" } : { ...parsed, reprint: true });
};

/** Queues a copy of a job, printed or not, on the printer it went to; the copy is a job of its own. */
export const reprintJob = async (
  db: Queryable,
  businessId: string,
  jobId: string,
  now = Date.now(),
): Promise<PrintJob> => {
  const original = await db
    .selectFrom("print_job")
    .selectAll()
    .where("business_id", "=", businessId)
    .where("id", "=", jobId)
    .executeTakeFirst();
  if (!original) throw notFound("No encontramos ese ticket.");
  const id = uuidv7(now);
  const copy = await db
    .insertInto("print_job")
    .values({
      ...original,
      id,
      dedupe_key: `reprint:${original.id}:${id}`,
      document: asReprint(original.kind, original.document),
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      lease_until: null,
      claim: null,
      last_error: null,
      attempted_at: null,
      created_at: now,
      printed_at: null,
      unconfirmed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPrintJob(copy);
};
