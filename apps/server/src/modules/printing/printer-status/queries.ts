import { sql } from "kysely";
import type { Queryable } from "../queue.ts";

const unprinted = sql<number>`sum(case when status in ('pending', 'printing') then 1 else 0 end)`;
// A job that could not be rendered says nothing about the printer; one it never confirmed does.
const lastAttempt = sql<
  number | null
>`max(case when status <> 'failed' or unconfirmed_at is not null then attempted_at end)`;

/** Each printer (host and port) the business's jobs went to: tickets left to print, last attempt, last job. */
export const printersOfJobs = (db: Queryable, businessId: string) =>
  db
    .selectFrom("print_job")
    .select(["host", "port", unprinted.as("pending"), lastAttempt.as("last_attempt_at")])
    .select((eb) => eb.fn.max("id").as("last_id"))
    .where("business_id", "=", businessId)
    .groupBy(["host", "port"])
    .orderBy("host")
    .orderBy("port")
    .execute();

/** The printer's name as its last job gave it. */
export const printerNameOf = (db: Queryable, jobId: string) =>
  db.selectFrom("print_job").select("printer_name").where("id", "=", jobId).executeTakeFirstOrThrow();

/** The outcome of the printer's attempt at `at` that says something about the printer. */
export const attemptAt = (
  db: Queryable,
  businessId: string,
  printer: { host: string; port: number },
  at: number,
) =>
  db
    .selectFrom("print_job")
    .select(["status", "last_error"])
    .where("business_id", "=", businessId)
    .where("host", "=", printer.host)
    .where("port", "=", printer.port)
    .where("attempted_at", "=", at)
    .where((eb) => eb.or([eb("status", "<>", "failed"), eb("unconfirmed_at", "is not", null)]))
    .orderBy("id", "desc")
    .executeTakeFirst();
