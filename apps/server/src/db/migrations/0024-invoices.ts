import { type Kysely, sql } from "kysely";

/**
 * Decision 055: electronic invoices and credit notes, and ARCA's login tickets.
 *
 * - `invoice` is the queue and the record at once: a row is written in the transaction that completes or
 *   cancels its order (or by the cashier's 'Facturar'), and the worker (modules/invoices) takes it to ARCA.
 * - `number` is set, and committed, before the voucher is sent; until ARCA's answer is known the row stays
 *   'sending' (claimed, it is 'sending' a moment before it has its number). At most one row per series (business, environment, point of sale, voucher type) may be
 *   'sending' (`invoice_sending_unique`): the series' next number is only taken once the last one is
 *   settled, so numbers never skip or repeat, even with two servers on one database.
 * - A number is unique in its series; an order has at most one live invoice and an invoice at most one
 *   live credit note (partial unique indexes: a rejected or void one does not count).
 * - `arca_ticket` keeps WSAA's login ticket (12 hours) per certificate, environment and service: WSAA
 *   refuses a second login of a certificate while its ticket lives, so the ticket must outlive the process
 *   and be shared by every business that holds the certificate (branches of one CUIT).
 */
export const invoices = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("fiscal_settings")
      .addColumn("auto_invoice", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("fiscal_settings")
      .addColumn("identification_threshold", "bigint", (c) => c.notNull().defaultTo(1_000_000_000))
      .execute();
    await db.schema
      .createTable("invoice")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("order_id", "text", (c) => c.notNull().references("order.id"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("voucher_type", "text", (c) => c.notNull())
      .addColumn("environment", "text", (c) => c.notNull())
      .addColumn("point_of_sale", "integer", (c) => c.notNull())
      .addColumn("number", "bigint")
      .addColumn("voucher_date", "text")
      .addColumn("document_type", "text", (c) => c.notNull())
      .addColumn("document_number", "text", (c) => c.notNull())
      .addColumn("receptor_name", "text")
      .addColumn("receptor_condition", "text", (c) => c.notNull())
      .addColumn("total", "bigint", (c) => c.notNull())
      .addColumn("net", "bigint", (c) => c.notNull())
      .addColumn("vat", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("cae", "text")
      .addColumn("cae_due_date", "text")
      .addColumn("observations", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
      .addColumn("lease_until", "bigint")
      .addColumn("claim", "text")
      .addColumn("last_error", "text")
      .addColumn("related_invoice_id", "text", (c) => c.references("invoice.id"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addColumn("authorized_at", "bigint")
      .addCheckConstraint("invoice_kind_check", sql`kind in ('invoice', 'credit-note')`)
      .addCheckConstraint(
        "invoice_status_check",
        sql`status in ('waiting-document', 'pending', 'sending', 'authorized', 'rejected', 'void')`,
      )
      .addCheckConstraint(
        "invoice_voucher_type_check",
        sql`voucher_type in ('factura-a', 'nota-credito-a', 'factura-b', 'nota-credito-b', 'factura-c', 'nota-credito-c')`,
      )
      .addCheckConstraint("invoice_environment_check", sql`environment in ('homologacion', 'produccion')`)
      .addCheckConstraint(
        "invoice_numbered_check",
        sql`status <> 'authorized' or (number is not null and cae is not null)`,
      )
      .addCheckConstraint("invoice_amounts_check", sql`total >= 0 and net >= 0`)
      .execute();
    await db.schema
      .createIndex("invoice_number_unique")
      .on("invoice")
      .columns(["business_id", "environment", "point_of_sale", "voucher_type", "number"])
      .unique()
      .where(sql.ref("number"), "is not", null)
      .execute();
    await db.schema
      .createIndex("invoice_sending_unique")
      .on("invoice")
      .columns(["business_id", "environment", "point_of_sale", "voucher_type"])
      .unique()
      .where(sql.ref("status"), "=", sql.lit("sending"))
      .execute();
    await db.schema
      .createIndex("invoice_order_unique")
      .on("invoice")
      .column("order_id")
      .unique()
      .where(sql<boolean>`kind = 'invoice' and status not in ('rejected', 'void')`)
      .execute();
    await db.schema
      .createIndex("invoice_credit_unique")
      .on("invoice")
      .column("related_invoice_id")
      .unique()
      .where(sql<boolean>`kind = 'credit-note' and status not in ('rejected', 'void')`)
      .execute();
    // The worker's look for due rows, and the 'Pendientes de CAE' list.
    await db.schema
      .createIndex("invoice_due_idx")
      .on("invoice")
      .columns(["status", "next_attempt_at"])
      .where(sql<boolean>`status in ('pending', 'sending')`)
      .execute();
    await db.schema
      .createIndex("invoice_business_idx")
      .on("invoice")
      .columns(["business_id", "id"])
      .execute();
    await db.schema.createIndex("invoice_order_idx").on("invoice").columns(["order_id"]).execute();
    await db.schema
      .createTable("arca_ticket")
      .addColumn("certificate_fingerprint", "text", (c) => c.notNull())
      .addColumn("environment", "text", (c) => c.notNull())
      .addColumn("service", "text", (c) => c.notNull())
      .addColumn("token", "text", (c) => c.notNull())
      .addColumn("sign", "text", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("arca_ticket_pkey", ["certificate_fingerprint", "environment", "service"])
      .execute();
  },
});
