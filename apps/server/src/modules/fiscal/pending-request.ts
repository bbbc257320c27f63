import type { CertificateRequest, CertificateRequestInput } from "@comanda/domain/fiscal-settings";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../errors.ts";
import { encryptSecret } from "../../integrations/arca/crypto.ts";
import { generateCertificateRequest } from "./certificate-request.ts";
import { fiscalSettingsRow, storeCertificateRequest } from "./queries.ts";

const settingsFirst = () =>
  new AppError("aborted", "Guardá primero los datos fiscales y después generá el pedido de certificado.");

/**
 * 'Generar pedido de certificado' (decision 067): a new key and its CSR for the saved CUIT and razón
 * social. The key is stored only encrypted, as the uploaded one is (decision 054), and never answered; a
 * new request replaces the one before (a certificate ARCA issues for that one no longer fits).
 */
export const requestCertificate = async (
  ctx: Pick<AppContext, "database" | "config">,
  businessId: string,
  input: CertificateRequestInput,
  now = Date.now(),
): Promise<CertificateRequest> => {
  const { db } = ctx.database;
  const saved = await fiscalSettingsRow(db, businessId);
  if (!saved) throw settingsFirst();
  // The key is made outside any transaction (it takes a moment), and written with the CUIT it names.
  const request = await generateCertificateRequest({
    cuit: saved.cuit,
    legalName: saved.legal_name,
    alias: input.alias,
  });
  const stored = await storeCertificateRequest(db, businessId, saved.cuit, {
    request_private_key_ciphertext: encryptSecret(request.privateKeyPem, ctx.config.authSecret),
    request_csr_pem: request.csrPem,
    request_subject: request.subject,
    request_created_at: now,
    updated_at: now,
  });
  if (!stored)
    throw new AppError(
      "aborted",
      "Los datos fiscales cambiaron mientras se generaba el pedido: generalo de nuevo.",
    );
  return { csr: request.csrPem, subject: request.subject, createdAt: now };
};

/** The pending request again, to download its CSR once more. */
export const readCertificateRequest = async (db: Db, businessId: string): Promise<CertificateRequest> => {
  const row = await fiscalSettingsRow(db, businessId);
  if (!row?.request_csr_pem || row.request_subject === null || row.request_created_at === null)
    throw new AppError("not-found", "No hay un pedido de certificado pendiente: generá uno.");
  return {
    csr: row.request_csr_pem,
    subject: row.request_subject,
    createdAt: Number(row.request_created_at),
  };
};
