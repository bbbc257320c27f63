import { X509Certificate } from "node:crypto";
import { formatCuit } from "@comanda/domain/fiscal";
import type {
  FiscalSettings,
  fiscalCredentialsInput,
  fiscalSettingsInput,
} from "@comanda/domain/fiscal-settings";
import type { Selectable } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import type { FiscalSettingsTable } from "../../db/schema-fiscal.ts";
import { AppError } from "../../http/app-error.ts";
import { certificateCuit, checkCredentials } from "./certificate.ts";
import { encryptSecret } from "./crypto.ts";

type SettingsValues = z.output<typeof fiscalSettingsInput>;
type CredentialsValues = z.output<typeof fiscalCredentialsInput>;

const toSettings = (row: Selectable<FiscalSettingsTable>): FiscalSettings => ({
  configured: true,
  cuit: row.cuit,
  legalName: row.legal_name,
  ivaCondition: row.iva_condition as Extract<FiscalSettings, { configured: true }>["ivaCondition"],
  grossIncome: row.gross_income,
  activityStart: row.activity_start,
  pointOfSale: Number(row.point_of_sale),
  environment: row.environment as Extract<FiscalSettings, { configured: true }>["environment"],
  autoInvoice: Number(row.auto_invoice) === 1,
  identificationThreshold: Number(row.identification_threshold) / 100,
  certificate:
    row.certificate_subject === null || row.certificate_expires_at === null
      ? null
      : { subject: row.certificate_subject, expiresAt: Number(row.certificate_expires_at) },
  updatedAt: Number(row.updated_at),
});

/** The business's fiscal settings; never the certificate's PEM nor the key, only what names the certificate. */
export const readFiscalSettings = async (db: Db, businessId: string): Promise<FiscalSettings> => {
  const row = await db
    .selectFrom("fiscal_settings")
    .selectAll()
    .where("business_id", "=", businessId)
    .executeTakeFirst();
  return row ? toSettings(row) : { configured: false };
};

/** A new CUIT while the stored certificate names the old one: every sign-in would fail (issue 33 point 6). */
const keepCertificateCuit = async (db: Db, businessId: string, cuit: string) => {
  const stored = await db
    .selectFrom("fiscal_settings")
    .select("certificate_pem")
    .where("business_id", "=", businessId)
    .executeTakeFirst();
  if (!stored?.certificate_pem) return;
  const named = certificateCuit(new X509Certificate(stored.certificate_pem));
  // One uploaded before the CUIT was checked may name none: nothing to compare then.
  if (named === null || named === cuit) return;
  const message = `El certificado cargado es del CUIT ${formatCuit(named)}: quitalo antes de cambiar el CUIT.`;
  throw new AppError("invalid-argument", message, { cuit: message });
};

export const saveFiscalSettings = async (
  db: Db,
  businessId: string,
  input: SettingsValues,
  now = Date.now(),
): Promise<FiscalSettings> => {
  await keepCertificateCuit(db, businessId, input.cuit);
  const values = {
    cuit: input.cuit,
    legal_name: input.legal_name,
    iva_condition: input.iva_condition,
    gross_income: input.gross_income,
    activity_start: input.activity_start,
    point_of_sale: input.point_of_sale,
    environment: input.environment,
    auto_invoice: input.auto_invoice ? 1 : 0,
    identification_threshold: input.identification_threshold,
    updated_at: now,
  };
  await db
    .insertInto("fiscal_settings")
    .values({ business_id: businessId, ...values, created_at: now })
    .onConflict((conflict) => conflict.column("business_id").doUpdateSet(values))
    .execute();
  return readFiscalSettings(db, businessId);
};

/** The certificate and its key, checked against each other; the key is stored only encrypted. */
export const saveCredentials = async (
  ctx: Pick<AppContext, "database" | "config">,
  businessId: string,
  input: CredentialsValues,
  now = Date.now(),
): Promise<FiscalSettings> => {
  const { db } = ctx.database;
  const saved = await db
    .selectFrom("fiscal_settings")
    .select("cuit")
    .where("business_id", "=", businessId)
    .executeTakeFirst();
  if (!saved)
    throw new AppError("aborted", "Guardá primero los datos fiscales y después subí el certificado.");
  const certificate = checkCredentials(input.certificate, input.private_key, now, saved.cuit);
  const updated = await db
    .updateTable("fiscal_settings")
    .set({
      certificate_pem: input.certificate,
      private_key_ciphertext: encryptSecret(input.private_key, ctx.config.authSecret),
      certificate_subject: certificate.subject,
      certificate_expires_at: certificate.expiresAt,
      updated_at: now,
    })
    .where("business_id", "=", businessId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    throw new AppError("aborted", "Guardá primero los datos fiscales y después subí el certificado.");
  return readFiscalSettings(db, businessId);
};

export const deleteCredentials = async (db: Db, businessId: string, now = Date.now()) => {
  await db
    .updateTable("fiscal_settings")
    .set({
      certificate_pem: null,
      private_key_ciphertext: null,
      certificate_subject: null,
      certificate_expires_at: null,
      updated_at: now,
    })
    .where("business_id", "=", businessId)
    .where("certificate_pem", "is not", null)
    .execute();
  return readFiscalSettings(db, businessId);
};
