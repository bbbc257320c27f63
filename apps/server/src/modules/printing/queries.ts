import { sql } from "kysely";
import type { PrintJobRow, Queryable } from "./queue.ts";

// The print queue's data access for its worker (src/jobs/lease-worker.ts). Claiming is a compare-and-set:
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
