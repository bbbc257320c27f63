import { type Kysely, sql } from "kysely";

/**
 * Decision 044: the durable print queue. A ticket is a row before it is bytes, so a
 * printer that is off, or a server that restarts, delays a comanda instead of losing it.
 *
 * - `dedupe_key` is unique per business: enqueuing the same ticket twice (a retried request) adds one row.
 * - `document` is the ticket as JSON, rendered when it prints.
 * - `lease_until`/`claim`: a worker owns a 'printing' row until its lease ends; one that died mid-print
 *   leaves it to be claimed again.
 * - The printer is `host`/`port` as they were when the job was made, so a job prints where it was sent.
 */
export const printQueue = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("print_job")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("station_id", "text")
      .addColumn("printer_name", "text", (c) => c.notNull())
      .addColumn("host", "text", (c) => c.notNull())
      .addColumn("port", "integer", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("dedupe_key", "text", (c) => c.notNull())
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
      .addColumn("lease_until", "bigint")
      .addColumn("claim", "text")
      .addColumn("last_error", "text")
      .addColumn("attempted_at", "bigint")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("printed_at", "bigint")
      .addCheckConstraint("print_job_kind_check", sql`kind in ('comanda', 'receipt', 'z-report')`)
      .addCheckConstraint(
        "print_job_status_check",
        sql`status in ('pending', 'printing', 'printed', 'failed')`,
      )
      .addCheckConstraint("print_job_width_check", sql`width in (58, 80)`)
      .execute();
    await db.schema
      .createIndex("print_job_dedupe_unique")
      .on("print_job")
      .columns(["business_id", "dedupe_key"])
      .unique()
      .execute();
    // The worker's pick: due jobs.
    await db.schema
      .createIndex("print_job_due_idx")
      .on("print_job")
      .columns(["status", "next_attempt_at"])
      .execute();
    // Each printer's queue of tickets still to print, in creation order: its head is the one to print next.
    // Partial, so the printed history the table keeps is not in the way of the worker's every look.
    await db.schema
      .createIndex("print_job_queue_idx")
      .on("print_job")
      .columns(["business_id", "host", "port", "id"])
      .where(sql.ref("status"), "in", sql`('pending', 'printing')`)
      .execute();
    // Each printer's last attempt, for its status on the board.
    await db.schema
      .createIndex("print_job_printer_idx")
      .on("print_job")
      .columns(["business_id", "host", "port", "attempted_at"])
      .execute();
  },
});
