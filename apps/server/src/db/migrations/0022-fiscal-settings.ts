import { type Kysely, sql } from "kysely";

/**
 * Decision 054: the business's fiscal settings, one row per business.
 *
 * - The certificate is public (ARCA signed it) and is stored as its PEM, with its subject and expiry
 *   read once on upload so the settings screen never parses it.
 * - The private key is stored only encrypted (`private_key_ciphertext`, modules/fiscal/crypto.ts): a copy
 *   of the database without the server's secret does not reveal it.
 * - The certificate columns are all set or all null: the service writes them together.
 */
export const fiscalSettings = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("fiscal_settings")
      .addColumn("business_id", "text", (c) => c.primaryKey().references("business.id"))
      .addColumn("cuit", "text", (c) => c.notNull())
      .addColumn("legal_name", "text", (c) => c.notNull())
      .addColumn("iva_condition", "text", (c) => c.notNull())
      .addColumn("gross_income", "text")
      .addColumn("activity_start", "text", (c) => c.notNull())
      .addColumn("point_of_sale", "integer", (c) => c.notNull())
      .addColumn("environment", "text", (c) => c.notNull())
      .addColumn("certificate_pem", "text")
      .addColumn("private_key_ciphertext", "text")
      .addColumn("certificate_subject", "text")
      .addColumn("certificate_expires_at", "bigint")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addCheckConstraint(
        "fiscal_settings_iva_condition_check",
        sql`iva_condition in ('monotributo', 'responsable-inscripto')`,
      )
      .addCheckConstraint(
        "fiscal_settings_environment_check",
        sql`environment in ('homologacion', 'produccion')`,
      )
      .addCheckConstraint("fiscal_settings_point_of_sale_check", sql`point_of_sale between 1 and 99999`)
      .addCheckConstraint(
        "fiscal_settings_credentials_check",
        sql`(certificate_pem is null) = (private_key_ciphertext is null)`,
      )
      .execute();
  },
});
