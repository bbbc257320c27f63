import { X509Certificate } from "node:crypto";
import { formatCuit } from "@comanda/domain/fiscal";
import type {
  FiscalSettings,
  fiscalCredentialsInput,
  fiscalSettingsInput,
} from "@comanda/domain/fiscal-settings";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../errors.ts";
import { decryptSecret, encryptSecret } from "../../integrations/arca/crypto.ts";
import { certificateCuit, checkCredentials } from "./certificate.ts";
import {
  clearCredentials,
  type FiscalSettingsRow,
  fiscalSettingsRow,
  storeCredentials,
  upsertFiscalSettings,
} from "./queries.ts";

type SettingsValues = z.output<typeof fiscalSettingsInput>;
type CredentialsValues = z.output<typeof fiscalCredentialsInput>;

const toSettings = (row: FiscalSettingsRow): FiscalSettings => ({
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
  certificateRequest:
    row.request_subject === null || row.request_created_at === null
      ? null
      : { subject: row.request_subject, createdAt: Number(row.request_created_at) },
  updatedAt: Number(row.updated_at),
});

/** The business's fiscal settings; never the certificate's PEM nor the key, only what names the certificate. */
export const readFiscalSettings = async (db: Db, businessId: string): Promise<FiscalSettings> => {
  const row = await fiscalSettingsRow(db, businessId);
  return row ? toSettings(row) : { configured: false };
};

/** What invoicing and the connection test say when the settings or the certificate are missing. */
export const notConfigured = () =>
  new AppError(
    "aborted",
    "Para facturar, cargá los datos fiscales y el certificado de ARCA en Configuración › Datos fiscales.",
  );

/**
 * A new CUIT while the stored certificate names the old one: every sign-in would fail (decision 067).
 * True when the CUIT changes (a pending request names the old one, and goes).
 */
const checkCuitChange = async (db: Db, businessId: string, cuit: string) => {
  const stored = await fiscalSettingsRow(db, businessId);
  const changed = stored !== undefined && stored.cuit !== cuit;
  if (!stored?.certificate_pem) return changed;
  const named = certificateCuit(new X509Certificate(stored.certificate_pem));
  // One uploaded before the CUIT was checked may name none: nothing to compare then.
  if (named === null || named === cuit) return changed;
  const message = `El certificado cargado es del CUIT ${formatCuit(named)}: quitalo antes de cambiar el CUIT.`;
  throw new AppError("invalid-argument", message, { cuit: message });
};

export const saveFiscalSettings = async (
  db: Db,
  businessId: string,
  input: SettingsValues,
  now = Date.now(),
): Promise<FiscalSettings> => {
  const cuitChanged = await checkCuitChange(db, businessId, input.cuit);
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
  await upsertFiscalSettings(db, businessId, values, cuitChanged);
  return readFiscalSettings(db, businessId);
};

/** The pending request's key; one the server's secret no longer opens (a rotated AUTH_SECRET) is said so. */
const requestedKey = (ciphertext: string, serverSecret: string) => {
  try {
    return decryptSecret(ciphertext, serverSecret);
  } catch {
    throw new AppError(
      "aborted",
      "No se puede leer la clave del pedido de certificado (cambió la clave secreta del servidor): generá un pedido nuevo.",
    );
  }
};

/**
 * The certificate and its key, checked against each other; the key is stored only encrypted. Without a
 * key, the certificate is ARCA's answer to the request generated here: it takes that request's key (decision
 * 067), which moves, still encrypted, to the certificate's place.
 */
export const saveCredentials = async (
  ctx: Pick<AppContext, "database" | "config">,
  businessId: string,
  input: CredentialsValues,
  now = Date.now(),
): Promise<FiscalSettings> => {
  const { db } = ctx.database;
  const saved = await fiscalSettingsRow(db, businessId);
  if (!saved)
    throw new AppError("aborted", "Guardá primero los datos fiscales y después subí el certificado.");
  const requested = input.private_key === undefined ? saved.request_private_key_ciphertext : null;
  if (input.private_key === undefined && !requested) {
    const message = "Subí la clave privada, o generá el pedido de certificado desde acá.";
    throw new AppError("invalid-argument", message, { private_key: message });
  }
  const key = input.private_key ?? requestedKey(requested ?? "", ctx.config.authSecret);
  const certificate = checkCredentials(input.certificate, key, now, saved.cuit, requested !== null);
  const stored = await storeCredentials(
    db,
    businessId,
    {
      certificate_pem: input.certificate,
      private_key_ciphertext: requested ?? encryptSecret(key, ctx.config.authSecret),
      certificate_subject: certificate.subject,
      certificate_expires_at: certificate.expiresAt,
      updated_at: now,
    },
    // The request used must still be the one stored (not replaced meanwhile by another 'Generar').
    requested,
  );
  if (!stored)
    throw new AppError(
      "aborted",
      requested
        ? "Se generó otro pedido de certificado mientras subías este: subí el certificado de ese pedido."
        : "Guardá primero los datos fiscales y después subí el certificado.",
    );
  return readFiscalSettings(db, businessId);
};

export const deleteCredentials = async (db: Db, businessId: string, now = Date.now()) => {
  await clearCredentials(db, businessId, now);
  return readFiscalSettings(db, businessId);
};
