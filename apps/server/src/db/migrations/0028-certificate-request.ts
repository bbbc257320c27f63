import type { Kysely } from "kysely";

/**
 * Decision 067, 'Generar pedido de certificado': the key Comanda generated and the request (CSR) made
 * with it, kept until ARCA's certificate for it is uploaded. The key is stored as `private_key_ciphertext`
 * is (decision 054); the CSR and its subject are public.
 */
export const certificateRequest = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("fiscal_settings")
      .addColumn("request_private_key_ciphertext", "text")
      .execute();
    await db.schema.alterTable("fiscal_settings").addColumn("request_csr_pem", "text").execute();
    await db.schema.alterTable("fiscal_settings").addColumn("request_subject", "text").execute();
    await db.schema.alterTable("fiscal_settings").addColumn("request_created_at", "bigint").execute();
  },
});
