import { z } from "zod";
import { businessDayCode } from "./dates.ts";
import { cuitSchema, ivaConditions } from "./fiscal.ts";
import { DEFAULT_IDENTIFICATION_THRESHOLD } from "./invoices.ts";
import { moneyInput } from "./money.ts";
import { nameText } from "./names.ts";
import { blankAsNone } from "./optional.ts";

/**
 * Decision 054: the business's fiscal settings (ADMIN) and its ARCA certificate and private key.
 * The server parses the certificate and checks the key against it (modules/fiscal); here only the shape.
 */

/** ARCA's two web service environments: testing ("Homologación") and the real one. */
export const fiscalEnvironments = ["homologacion", "produccion"] as const;
export type FiscalEnvironment = (typeof fiscalEnvironments)[number];
export const fiscalEnvironmentLabels: Record<FiscalEnvironment, string> = {
  homologacion: "Homologación (pruebas)",
  produccion: "Producción",
};

export const LEGAL_NAME_MAX = 120;
export const GROSS_INCOME_MAX = 20;
export const POINT_OF_SALE_MAX = 99_999;
/** A PEM certificate or key is 1–3 kB; 20 kB leaves room for a chain without taking anything big. */
export const PEM_MAX = 20_000;

const isCalendarDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** "YYYY-MM-DD", a real day, not after today in Buenos Aires (ARCA's own calendar). */
const activityStart = z
  .string({ error: "Ingresá la fecha de inicio de actividades." })
  .trim()
  .min(1, "Ingresá la fecha de inicio de actividades.")
  .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && isCalendarDate(text), {
    message: "Ingresá una fecha válida (AAAA-MM-DD).",
    abort: true,
  })
  .refine((text) => text <= businessDayCode(Date.now()), "La fecha no puede ser posterior a hoy.");

export const fiscalSettingsInput = z.object({
  cuit: cuitSchema,
  legal_name: nameText(LEGAL_NAME_MAX, "Ingresá la razón social."),
  iva_condition: z.enum(ivaConditions, { error: "Elegí la condición frente al IVA." }),
  // Ingresos brutos: the number, or "Exento"; left blank when the business has none.
  gross_income: blankAsNone(
    z
      .string({ error: "Ingresá el número de ingresos brutos o «Exento»." })
      .trim()
      .max(GROSS_INCOME_MAX, `Puede tener hasta ${GROSS_INCOME_MAX} caracteres.`)
      .regex(/^[\p{L}\p{N} ./-]*$/u, "Usá solo letras, números, puntos y guiones."),
  ),
  activity_start: activityStart,
  point_of_sale: z
    .number({ error: `El punto de venta es un número del 1 al ${POINT_OF_SALE_MAX}.` })
    .int(`El punto de venta es un número del 1 al ${POINT_OF_SALE_MAX}.`)
    .min(1, `El punto de venta es un número del 1 al ${POINT_OF_SALE_MAX}.`)
    .max(POINT_OF_SALE_MAX, `El punto de venta es un número del 1 al ${POINT_OF_SALE_MAX}.`),
  environment: z.enum(fiscalEnvironments, { error: "Elegí el entorno: Homologación o Producción." }),
  // Decision 055: invoice every order as it completes, without a tap (off: on demand only).
  auto_invoice: z.boolean({ error: "Indicá si se factura cada pedido al completarse." }).default(false),
  // RG 5700/2025's amount from which a consumer must be identified: a setting, as ARCA moves it. Pesos in,
  // centavos out (moneyInput), like every amount of the API.
  identification_threshold: moneyInput
    .refine((centavos) => centavos > 0, "El monto tiene que ser mayor que cero.")
    .default(DEFAULT_IDENTIFICATION_THRESHOLD),
});
export type FiscalSettingsInput = z.input<typeof fiscalSettingsInput>;

const pemBlock = (labels: string) =>
  new RegExp(`^-----BEGIN (${labels})-----\\r?\\n[A-Za-z0-9+/=\\r\\n]+-----END \\1-----\\s*$`);
const certificatePem = pemBlock("CERTIFICATE");
const privateKeyPem = pemBlock("PRIVATE KEY|RSA PRIVATE KEY|EC PRIVATE KEY");

/** Pasted or read from the .crt/.key files ARCA's sign-up gives; newlines may be \r\n. */
const pemText = (pattern: RegExp, required: string, wrong: string) =>
  z
    .string({ error: required })
    .max(PEM_MAX, "El archivo es demasiado grande: tiene que pesar menos de 20 kB.")
    .trim()
    .min(1, required)
    .refine((text) => pattern.test(text), wrong)
    .transform((text) => `${text.replace(/\r\n/g, "\n")}\n`);

export const fiscalCredentialsInput = z.object({
  certificate: pemText(
    certificatePem,
    "Subí el certificado de ARCA.",
    "No es un certificado: subí el archivo .crt (o .pem) que te dio ARCA.",
  ),
  /** none: the key of the request generated in Comanda ('Generar pedido de certificado', decision 067) */
  private_key: pemText(
    privateKeyPem,
    "Subí la clave privada.",
    "No es una clave privada: subí el archivo .key con el que pediste el certificado.",
  ).optional(),
});
export type FiscalCredentialsInput = z.input<typeof fiscalCredentialsInput>;

/**
 * Decision 067, 'Generar pedido de certificado': the name the certificate goes by in ARCA (its CN, the
 * "nombre simbólico" or alias of ARCA's 'Administración de certificados digitales').
 */
export const CERTIFICATE_ALIAS_MAX = 30;
export const certificateRequestInput = z.object({
  alias: z
    .string({ error: "Ingresá un nombre para el certificado." })
    .trim()
    .min(1, "Ingresá un nombre para el certificado.")
    .max(CERTIFICATE_ALIAS_MAX, `Hasta ${CERTIFICATE_ALIAS_MAX} caracteres.`)
    .regex(/^[A-Za-z0-9_-]+$/, "Solo letras sin acentos, números, guiones y guiones bajos, sin espacios."),
});
export type CertificateRequestInput = z.input<typeof certificateRequestInput>;

/** A request waiting for ARCA's certificate: whom it names and when it was made (epoch ms). */
export const pendingCertificateRequest = z.object({ subject: z.string(), createdAt: z.number() });
/** The answer of generating a request, and of reading it again: the CSR as PEM, public (no key in it). */
export const certificateRequest = pendingCertificateRequest.extend({ csr: z.string() });
export type CertificateRequest = z.infer<typeof certificateRequest>;

/** The certificate as the API shows it: who it names and until when (epoch ms); never the key. */
export const fiscalCertificate = z.object({ subject: z.string(), expiresAt: z.number() });
export type FiscalCertificate = z.infer<typeof fiscalCertificate>;

const savedSettings = z.object({
  configured: z.literal(true),
  cuit: z.string(),
  legalName: z.string(),
  ivaCondition: z.enum(ivaConditions),
  grossIncome: z.string().nullable(),
  activityStart: z.string(),
  pointOfSale: z.number(),
  environment: z.enum(fiscalEnvironments),
  autoInvoice: z.boolean(),
  /** pesos */
  identificationThreshold: z.number(),
  certificate: fiscalCertificate.nullable(),
  /** Decision 067: a request generated here whose certificate was not uploaded yet */
  certificateRequest: pendingCertificateRequest.nullable(),
  updatedAt: z.number(),
});

/** The answer of /fiscal-settings: what was saved, or that nothing was yet. */
export const fiscalSettings = z.discriminatedUnion("configured", [
  savedSettings,
  z.object({ configured: z.literal(false) }),
]);
export type FiscalSettings = z.infer<typeof fiscalSettings>;
