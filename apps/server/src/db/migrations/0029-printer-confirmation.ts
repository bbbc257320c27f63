import { type Kysely, sql } from "kysely";

/**
 * Decision 065: a printer that takes a ticket and never confirms it may have printed
 * it. Such a job ends 'failed' with `unconfirmed_at` set — the board shows it as 'Puede haberse impreso'
 * until someone reprints it or says it came out — unless its station says it may be sent again
 * (`resend_unconfirmed`, 0/1, off by default: a second copy is what sent two of every dish to a kitchen).
 */
export const printerConfirmation = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("station")
      .addColumn("resend_unconfirmed", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("print_job").addColumn("unconfirmed_at", "bigint").execute();
    await db.schema
      .createIndex("print_job_unconfirmed_idx")
      .on("print_job")
      .columns(["business_id", "unconfirmed_at"])
      .where(sql.ref("unconfirmed_at"), "is not", null)
      .execute();
  },
});
