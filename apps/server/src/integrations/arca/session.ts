import { createHash } from "node:crypto";
import type { Config } from "../../config.ts";
import type { DatabaseHandle, Db } from "../../db/database.ts";
import { decryptSecret } from "./crypto.ts";
import { arcaEndpoints } from "./endpoints.ts";
import { ArcaFaultError } from "./errors.ts";
import { type AccessTicket, requestAccessTicket } from "./wsaa.ts";
import { createWsfeClient, type WsfeAuth, type WsfeClient } from "./wsfe.ts";

/** What talking to ARCA needs of the server (not AppContext: the context holds the invoice queue). */
export type ArcaDeps = { database: DatabaseHandle; config: Config };

/** A refusal to explain in Spanish where the cashier or the owner looks (the invoice's last error). */
export class InvoicingError extends Error {}

export type ArcaSession = {
  cuit: string;
  pointOfSale: number;
  environment: "homologacion" | "produccion";
  wsfe: WsfeClient;
  /** the login ticket, taken from the database or asked of WSAA once and kept until it expires */
  auth: () => Promise<WsfeAuth>;
};

const SERVICE = "wsfe";
/** A ticket this close to its expiry is not used: a voucher sent with it could arrive after it. */
const MARGIN_MS = 10 * 60_000;

// One login at a time per certificate in this process: two vouchers sent at once must not both ask WSAA,
// which refuses a second login while a ticket lives.
const logins = new Map<string, Promise<AccessTicket>>();

const fingerprintOf = (pem: string) => createHash("sha256").update(pem).digest("hex");

const ticketFor = async (
  db: Db,
  options: {
    environment: string;
    certificatePem: string;
    privateKeyPem: string;
    wsaaUrl: string;
    timeoutMs: number;
    now: () => number;
  },
): Promise<AccessTicket> => {
  const fingerprint = fingerprintOf(options.certificatePem);
  const stored = await db
    .selectFrom("arca_ticket")
    .selectAll()
    .where("certificate_fingerprint", "=", fingerprint)
    .where("environment", "=", options.environment)
    .where("service", "=", SERVICE)
    .executeTakeFirst();
  if (stored && Number(stored.expires_at) > options.now() + MARGIN_MS)
    return { token: stored.token, sign: stored.sign, expiresAt: Number(stored.expires_at) };
  const key = `${fingerprint}|${options.environment}`;
  const running = logins.get(key);
  if (running) return running;
  const login = (async () => {
    try {
      const ticket = await requestAccessTicket({
        url: options.wsaaUrl,
        certificatePem: options.certificatePem,
        privateKeyPem: options.privateKeyPem,
        service: SERVICE,
        now: options.now(),
        timeoutMs: options.timeoutMs,
      });
      const values = { token: ticket.token, sign: ticket.sign, expires_at: ticket.expiresAt };
      await db
        .insertInto("arca_ticket")
        .values({
          certificate_fingerprint: fingerprint,
          environment: options.environment,
          service: SERVICE,
          ...values,
        })
        .onConflict((conflict) =>
          conflict.columns(["certificate_fingerprint", "environment", "service"]).doUpdateSet(values),
        )
        .execute();
      return ticket;
    } catch (error) {
      if (error instanceof ArcaFaultError && error.code.endsWith("alreadyAuthenticated"))
        throw new InvoicingError(
          "ARCA ya entregó un ticket de acceso para este certificado y todavía no venció (dura 12 horas). " +
            "Se reintenta solo cuando venza.",
        );
      throw error;
    } finally {
      logins.delete(key);
    }
  })();
  logins.set(key, login);
  return login;
};

/**
 * What a business needs to talk to ARCA: its CUIT and point of sale, the WSFEv1 client at its environment's
 * address (or the configured one), and its login ticket. Null when the settings or the certificate are
 * missing.
 */
export const openArcaSession = async (
  ctx: ArcaDeps,
  businessId: string,
  now: () => number = Date.now,
): Promise<ArcaSession | null> => {
  const { db } = ctx.database;
  const row = await db
    .selectFrom("fiscal_settings")
    .select(["cuit", "point_of_sale", "environment", "certificate_pem", "private_key_ciphertext"])
    .where("business_id", "=", businessId)
    .executeTakeFirst();
  if (!row || row.certificate_pem === null || row.private_key_ciphertext === null) return null;
  const environment = row.environment as ArcaSession["environment"];
  const endpoints = arcaEndpoints(environment, {
    ...(ctx.config.arca.wsaaUrl ? { wsaa: ctx.config.arca.wsaaUrl } : {}),
    ...(ctx.config.arca.wsfeUrl ? { wsfe: ctx.config.arca.wsfeUrl } : {}),
  });
  let privateKeyPem: string;
  try {
    privateKeyPem = decryptSecret(row.private_key_ciphertext, ctx.config.authSecret);
  } catch {
    throw new InvoicingError(
      "No pudimos leer la clave privada guardada (¿cambió el secreto del servidor?): volvé a subir el certificado y la clave.",
    );
  }
  const certificatePem = row.certificate_pem;
  return {
    cuit: row.cuit,
    pointOfSale: Number(row.point_of_sale),
    environment,
    wsfe: createWsfeClient({ url: endpoints.wsfe, timeoutMs: ctx.config.arca.timeoutMs }),
    auth: async () => {
      const ticket = await ticketFor(db, {
        environment,
        certificatePem,
        privateKeyPem,
        wsaaUrl: endpoints.wsaa,
        timeoutMs: ctx.config.arca.timeoutMs,
        now,
      });
      return { token: ticket.token, sign: ticket.sign, cuit: row.cuit };
    },
  };
};
