import { type Course, uuidv7 } from "@comanda/domain";
import type { PrintJobKind } from "@comanda/domain/printing";
import { sql } from "kysely";
import { notFound } from "../../errors.ts";
import { type PrintJob, type PrintJobInput, type PrintJobRow, type Queryable, toPrintJob } from "./queue.ts";

// The print queue's data access: queuing a ticket or its copy, and what its worker (src/jobs/lease-worker.ts)
// reads and writes. Claiming is a compare-and-set:
// the update names the row and repeats the condition it was picked under, so of two workers (two servers
// on one PostgreSQL database) only one changes it — PostgreSQL re-checks the condition on the row once the first update commits, and SQLite
// has one writer. The same statement runs on both engines; nothing is held locked while a ticket prints.

const due = (now: number) =>
  sql<boolean>`((status = 'pending' and next_attempt_at <= ${now}) or (status = 'printing' and lease_until <= ${now}))`;

/**
 * The head of each printer's queue (its oldest job not yet printed) when it is due: a printer whose head
 * waits for a retry or is printing gives nothing, so its tickets come out one at a time and in order.
 */
export const dueHeads = (db: Queryable, now: number, limit: number): Promise<PrintJobRow[]> =>
  db
    .selectFrom("print_job as j")
    .selectAll()
    .where(due(now))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("print_job as e")
            .select(sql`1`.as("one"))
            .whereRef("e.business_id", "=", "j.business_id")
            .whereRef("e.host", "=", "j.host")
            .whereRef("e.port", "=", "j.port")
            // Written out, not bound, so both planners match it to print_job_queue_idx's condition.
            .where(sql<boolean>`e.status in ('pending', 'printing')`)
            .whereRef("e.id", "<", "j.id"),
        ),
      ),
    )
    .orderBy("j.id")
    .limit(limit)
    .execute();

/** Takes a job for `leaseMs` under `claim` (a token of this attempt); false when another worker won it. */
export const claimJob = async (db: Queryable, id: string, claim: string, now: number, leaseMs: number) => {
  const result = await db
    .updateTable("print_job")
    .set({ status: "printing", lease_until: now + leaseMs, claim })
    .where("id", "=", id)
    .where(due(now))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

/**
 * The outcome of an attempt, written only while the claim is still this attempt's: a worker whose lease ran
 * out and was taken over must not overwrite what the new owner writes.
 */
export const finishAttempt = (
  db: Queryable,
  id: string,
  claim: string,
  outcome:
    | { status: "printed"; at: number }
    | { status: "pending"; at: number; attempts: number; nextAttemptAt: number; error: string }
    /** `unconfirmed`: the printer took it without confirming; the board asks someone to check */
    | { status: "failed"; at: number; error: string; unconfirmed?: boolean },
) =>
  db
    .updateTable("print_job")
    .set({
      status: outcome.status,
      attempted_at: outcome.at,
      lease_until: null,
      claim: null,
      last_error: outcome.status === "printed" ? null : outcome.error,
      ...(outcome.status === "printed" ? { printed_at: outcome.at } : {}),
      ...(outcome.status === "failed" && outcome.unconfirmed ? { unconfirmed_at: outcome.at } : {}),
      ...(outcome.status === "pending"
        ? { attempts: outcome.attempts, next_attempt_at: outcome.nextAttemptAt }
        : {}),
    })
    .where("id", "=", id)
    .where("claim", "=", claim)
    .execute();

/** Forgets printed and unprintable tickets made before `before`: the history is for reprints and status. */
export const pruneJobs = (db: Queryable, before: number) =>
  db
    .deleteFrom("print_job")
    .where("status", "in", ["printed", "failed"])
    .where("created_at", "<", before)
    .execute();

/** The station's choice, read when it matters: a ticket its printer may have taken is sent again only if so. */
export const stationResendsUnconfirmed = async (db: Queryable, businessId: string, stationId: string) => {
  const station = await db
    .selectFrom("station")
    .select("resend_unconfirmed")
    .where("business_id", "=", businessId)
    .where("id", "=", stationId)
    .executeTakeFirst();
  return Number(station?.resend_unconfirmed ?? 0) === 1;
};

/** A job no worker has tried yet: due now, unleased, never printed. */
const unattempted = (now: number) => ({
  next_attempt_at: now,
  lease_until: null,
  claim: null,
  last_error: null,
  attempted_at: null,
  created_at: now,
  printed_at: null,
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
      ...unattempted(now),
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
      ...unattempted(now),
      unconfirmed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPrintJob(copy);
};

/** Brings every ticket waiting for a retry forward to `now`; how many were. */
export const retryNow = async (db: Queryable, businessId: string, now: number) => {
  const moved = await db
    .updateTable("print_job")
    .set({ next_attempt_at: now })
    .where("business_id", "=", businessId)
    .where("status", "=", "pending")
    .where("next_attempt_at", ">", now)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows);
};

/** Every comanda queued for an order, newest first. */
export const comandaJobsOf = (db: Queryable, businessId: string, orderId: string) =>
  db
    .selectFrom("print_job")
    .select(["id", "station_id", "dedupe_key"])
    .where("business_id", "=", businessId)
    .where("kind", "=", "comanda")
    .where("dedupe_key", "like", `comanda:${orderId}:%`)
    .orderBy("created_at", "desc")
    .execute();

/** The business's tickets of `kinds` that may have printed, oldest first, at most 100. */
export const unconfirmedJobs = (db: Queryable, businessId: string, kinds: PrintJobKind[]) =>
  db
    .selectFrom("print_job")
    .select(["id", "printer_name", "kind", "document", "last_error", "unconfirmed_at"])
    .where("business_id", "=", businessId)
    .where("unconfirmed_at", "is not", null)
    .where("status", "=", "failed")
    .where("kind", "in", kinds)
    .orderBy("id")
    .limit(100)
    .execute();

/** Takes an unconfirmed ticket off the list, as printed or (for a copy) as it was; false when it was not on it. */
export const settleJob = async (
  db: Queryable,
  businessId: string,
  jobId: string,
  kinds: PrintJobKind[],
  outcome: "printed" | "reprint",
  now: number,
) => {
  const settled = await db
    .updateTable("print_job")
    .set(
      outcome === "printed"
        ? { status: "printed", printed_at: now, last_error: null, unconfirmed_at: null }
        : { unconfirmed_at: null },
    )
    .where("business_id", "=", businessId)
    .where("id", "=", jobId)
    .where("status", "=", "failed")
    .where("unconfirmed_at", "is not", null)
    .where("kind", "in", kinds)
    .executeTakeFirst();
  return settled.numUpdatedRows === 1n;
};

/** The business's name and address, as a receipt prints them. */
export const businessOf = (db: Queryable, businessId: string) =>
  db
    .selectFrom("business")
    .select(["name", "address"])
    .where("id", "=", businessId)
    .executeTakeFirstOrThrow();

/** The business's name, as its comandas print it; undefined when the business is gone. */
/** The business's name and its courses (decision 082: a comanda's lines print under their course). */
export const comandaBusinessOf = async (db: Queryable, businessId: string) => {
  const row = await db
    .selectFrom("business")
    .select(["name", "courses"])
    .where("id", "=", businessId)
    .executeTakeFirst();
  return row ? { name: row.name, courses: JSON.parse(row.courses) as Course[] } : undefined;
};
