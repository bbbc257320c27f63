import { createPrivateKey, X509Certificate } from "node:crypto";
import { formatCuit } from "@comanda/domain/fiscal";
import type { FiscalCertificate } from "@comanda/domain/fiscal-settings";
import { AppError } from "../../errors.ts";

const refuse = (field: "certificate" | "private_key", message: string) =>
  new AppError("invalid-argument", message, { [field]: message });

const parseCertificate = (pem: string) => {
  try {
    return new X509Certificate(pem);
  } catch {
    throw refuse("certificate", "No pudimos leer el certificado: subí el archivo .crt que te dio ARCA.");
  }
};

const parseKey = (pem: string) => {
  try {
    return createPrivateKey(pem);
  } catch {
    throw refuse(
      "private_key",
      "No pudimos leer la clave privada: subí el archivo .key, sin contraseña, con el que pediste el certificado.",
    );
  }
};

/** "C=AR\nO=La Esquina\nCN=comanda" → "C=AR, O=La Esquina, CN=comanda". */
const subjectLine = (subject: string) =>
  subject
    .split("\n")
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");

/** The CUIT ARCA names in a certificate's subject ("serialNumber=CUIT 20…"), or null when it names none. */
export const certificateCuit = (certificate: X509Certificate): string | null => {
  // One attribute a line in node's subject: a razón social holding the same words is not the CUIT.
  for (const line of certificate.subject.split("\n")) {
    const named = /^serialNumber=CUIT (\d{11})$/i.exec(line.trim())?.[1];
    if (named) return named;
  }
  return null;
};

/**
 * Decision 067: ARCA signs in whoever the certificate names, so a certificate of no CUIT or another
 * one would invoice in someone else's name, or fail every sign-in.
 */
const checkCuit = (certificate: X509Certificate, cuit: string) => {
  const named = certificateCuit(certificate);
  if (named === null)
    throw refuse(
      "certificate",
      `El certificado no dice de qué CUIT es: subí el que ARCA emitió para el CUIT ${formatCuit(cuit)}.`,
    );
  if (named !== cuit)
    throw refuse(
      "certificate",
      `El certificado es del CUIT ${formatCuit(named)} y los datos fiscales dicen ${formatCuit(cuit)}: subí el certificado de este CUIT.`,
    );
};

/**
 * What the settings show of an uploaded certificate, once it is known to be one, unexpired, and the pair
 * of the key (ARCA signs the request with the key; a key of another certificate fails every sign-in).
 */
export const checkCredentials = (
  certificatePem: string,
  privateKeyPem: string,
  now: number,
  /** the settings' CUIT: ARCA's certificate names its own in the subject ("serialNumber=CUIT 20…") */
  cuit: string,
  /** the key is the one of the request generated here (decision 067), not an upload */
  requested = false,
): FiscalCertificate => {
  const certificate = parseCertificate(certificatePem);
  checkCuit(certificate, cuit);
  const key = parseKey(privateKeyPem);
  const expiresAt = Date.parse(certificate.validTo);
  if (Number.isNaN(expiresAt)) throw refuse("certificate", "No pudimos leer el vencimiento del certificado.");
  if (expiresAt <= now)
    throw refuse("certificate", "El certificado está vencido: pedí uno nuevo en ARCA y subilo.");
  if (!certificate.checkPrivateKey(key))
    throw requested
      ? refuse(
          "certificate",
          "Este certificado no es el del pedido generado en Comanda: subí el que ARCA emitió para ese pedido, o subí también la clave privada con la que lo pediste.",
        )
      : refuse(
          "private_key",
          "La clave privada no corresponde al certificado: subí la que usaste para pedirlo.",
        );
  return { subject: subjectLine(certificate.subject), expiresAt };
};
