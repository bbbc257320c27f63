import type { Selectable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { FiscalSettingsTable } from "../../db/schema-fiscal.ts";

// The fiscal settings' data access: the business's row in fiscal_settings, its certificate and key, and a
// pending certificate request.

export type FiscalSettingsRow = Selectable<FiscalSettingsTable>;

export const fiscalSettingsRow = (db: Db, businessId: string): Promise<FiscalSettingsRow | undefined> =>
  db.selectFrom("fiscal_settings").selectAll().where("business_id", "=", businessId).executeTakeFirst();

export type IssuerSettings = {
  ivaCondition: "monotributo" | "responsable-inscripto";
  pointOfSale: number;
  environment: "homologacion" | "produccion";
  identificationThreshold: number;
  autoInvoice: boolean;
  hasCertificate: boolean;
};

/** The business's settings as invoicing needs them; null when they were never saved. */
export const issuerSettings = async (db: Db, businessId: string): Promise<IssuerSettings | null> => {
  const row = await db
    .selectFrom("fiscal_settings")
    .select([
      "iva_condition",
      "point_of_sale",
      "environment",
      "identification_threshold",
      "auto_invoice",
      "certificate_pem",
    ])
    .where("business_id", "=", businessId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ivaCondition: row.iva_condition as IssuerSettings["ivaCondition"],
    pointOfSale: Number(row.point_of_sale),
    environment: row.environment as IssuerSettings["environment"],
    identificationThreshold: Number(row.identification_threshold),
    autoInvoice: Number(row.auto_invoice) === 1,
    hasCertificate: row.certificate_pem !== null,
  };
};

/** The saved settings' IVA condition; the settings must exist. */
export const ivaConditionOf = async (db: Db, businessId: string) =>
  (
    await db
      .selectFrom("fiscal_settings")
      .select("iva_condition")
      .where("business_id", "=", businessId)
      .executeTakeFirstOrThrow()
  ).iva_condition;

/** The columns a settings form writes. */
export type SettingsColumns = Pick<
  FiscalSettingsRow,
  | "cuit"
  | "legal_name"
  | "iva_condition"
  | "gross_income"
  | "activity_start"
  | "point_of_sale"
  | "environment"
  | "auto_invoice"
  | "identification_threshold"
  | "updated_at"
>;

export const noRequest = {
  request_private_key_ciphertext: null,
  request_csr_pem: null,
  request_subject: null,
  request_created_at: null,
};

/** Inserts the settings or updates them; `dropRequest` also forgets a pending certificate request. */
export const upsertFiscalSettings = (
  db: Db,
  businessId: string,
  values: SettingsColumns,
  dropRequest: boolean,
) =>
  db
    .insertInto("fiscal_settings")
    .values({ business_id: businessId, ...values, created_at: values.updated_at })
    .onConflict((conflict) =>
      conflict.column("business_id").doUpdateSet(dropRequest ? { ...values, ...noRequest } : values),
    )
    .execute();

/**
 * The certificate and its key in place of what was there. `request`: the pending request's key taken for
 * it, written only while that request is still the one stored. False when nothing was written.
 */
export const storeCredentials = async (
  db: Db,
  businessId: string,
  values: Pick<
    FiscalSettingsRow,
    | "certificate_pem"
    | "private_key_ciphertext"
    | "certificate_subject"
    | "certificate_expires_at"
    | "updated_at"
  >,
  request: string | null,
) => {
  const updated = await db
    .updateTable("fiscal_settings")
    .set({ ...values, ...(request ? noRequest : {}) })
    .where("business_id", "=", businessId)
    .$if(request !== null, (query) => query.where("request_private_key_ciphertext", "=", request ?? ""))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
};

export const clearCredentials = (db: Db, businessId: string, now: number) =>
  db
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

/** A new certificate request in place of the one before, written only while the CUIT is still `cuit`. */
export const storeCertificateRequest = async (
  db: Db,
  businessId: string,
  cuit: string,
  values: Pick<
    FiscalSettingsRow,
    | "request_private_key_ciphertext"
    | "request_csr_pem"
    | "request_subject"
    | "request_created_at"
    | "updated_at"
  >,
) => {
  const updated = await db
    .updateTable("fiscal_settings")
    .set(values)
    .where("business_id", "=", businessId)
    .where("cuit", "=", cuit)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
};
