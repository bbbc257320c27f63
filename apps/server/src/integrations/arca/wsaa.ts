import { createRequire } from "node:module";
import type Forge from "node-forge";
import { ArcaUnavailableError } from "./errors.ts";
import { soapCall } from "./soap.ts";
import { escapeXml, parseXml, path, text } from "./xml.ts";

/** WSAA's access ticket (TA): what every WSFEv1 call carries, valid 12 hours, to be reused until it expires. */
export type AccessTicket = { token: string; sign: string; expiresAt: number /* epoch ms */ };

/** The OIDs the signature names (forge's own table is typed as possibly missing any of them). */
const OID = {
  sha256: "2.16.840.1.101.3.4.2.1",
  data: "1.2.840.113549.1.7.1",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingTime: "1.2.840.113549.1.9.5",
};

// Loaded on the first signature (a login to WSAA every 12 hours, and only for a business that invoices):
// node-forge holds some 12 MB a server that never invoices should not (decision 036). With require, so
// the signature stays synchronous.
const require = createRequire(import.meta.url);
let loaded: typeof Forge | undefined;
const nodeForge = () => {
  loaded ??= require("node-forge") as typeof Forge;
  return loaded;
};

const TEN_MINUTES = 10 * 60 * 1000;
const BUENOS_AIRES_OFFSET = -3 * 60 * 60 * 1000;

/** 2026-11-26T15:41:39Z → "2026-11-26T12:41:39-03:00" (Argentina keeps -03:00 all year). */
const buenosAiresTime = (ms: number) =>
  `${new Date(ms + BUENOS_AIRES_OFFSET).toISOString().slice(0, 19)}-03:00`;

/**
 * The login ticket request (TRA) WSAA expects signed: valid from ten minutes before `now` to ten after,
 * so a clock a few minutes off either way still lands inside it; uniqueId = unix seconds.
 */
export const buildLoginRequest = (service: string, now: number): string =>
  '<?xml version="1.0" encoding="UTF-8"?>' +
  '<loginTicketRequest version="1.0"><header>' +
  `<uniqueId>${Math.floor(now / 1000)}</uniqueId>` +
  `<generationTime>${buenosAiresTime(now - TEN_MINUTES)}</generationTime>` +
  `<expirationTime>${buenosAiresTime(now + TEN_MINUTES)}</expirationTime>` +
  `</header><service>${escapeXml(service)}</service></loginTicketRequest>`;

/**
 * The TRA as a CMS SignedData (PKCS#7) in base64 DER: SHA-256, the TRA attached, the certificate included,
 * and the signed attributes (contentType, messageDigest, signingTime) WSAA verifies.
 */
export const signLoginRequest = (tra: string, certificatePem: string, privateKeyPem: string): string => {
  const forge = nodeForge();
  const signed = forge.pkcs7.createSignedData();
  signed.content = forge.util.createBuffer(tra, "utf8");
  signed.addCertificate(certificatePem);
  signed.addSigner({
    key: forge.pki.privateKeyFromPem(privateKeyPem),
    certificate: certificatePem,
    digestAlgorithm: OID.sha256,
    authenticatedAttributes: [
      { type: OID.contentType, value: OID.data },
      { type: OID.messageDigest },
      { type: OID.signingTime, value: new Date().toISOString() },
    ],
  });
  signed.sign();
  return forge.util.encode64(forge.asn1.toDer(signed.toAsn1()).getBytes());
};

/** WSAA's envelope as the real service has been seen to accept it (pyafipws's recording). */
const loginEnvelope = (cms: string) =>
  '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ' +
  'xmlns:ser="http://wsaa.view.sua.dvadac.desein.afip.gov">' +
  `<soapenv:Header/><soapenv:Body><ser:loginCms><in0>${cms}</in0></ser:loginCms></soapenv:Body></soapenv:Envelope>`;

/** loginCmsReturn holds the loginTicketResponse as escaped text, so it is parsed a second time. */
const parseTicket = (loginCmsReturn: string | undefined): AccessTicket => {
  try {
    const response = parseXml(loginCmsReturn ?? "").loginTicketResponse;
    const credentials = path(response, "credentials");
    const token = text(credentials, "token");
    const sign = text(credentials, "sign");
    const expiresAt = Date.parse(text(path(response, "header"), "expirationTime") ?? "");
    if (token && sign && !Number.isNaN(expiresAt)) return { token, sign, expiresAt };
  } catch {
    // falls through to the error below
  }
  throw new ArcaUnavailableError("WSAA answered no readable access ticket");
};

/**
 * Asks WSAA for an access ticket. WSAA refuses (ArcaFaultError "coe.alreadyAuthenticated") while an
 * earlier ticket for the same certificate and service lives, so callers keep the ticket and reuse it.
 */
export const requestAccessTicket = async (options: {
  url: string;
  certificatePem: string;
  privateKeyPem: string;
  service?: string;
  now?: number;
  timeoutMs?: number;
}): Promise<AccessTicket> => {
  const tra = buildLoginRequest(options.service ?? "wsfe", options.now ?? Date.now());
  const cms = signLoginRequest(tra, options.certificatePem, options.privateKeyPem);
  const body = await soapCall({
    url: options.url,
    action: '""',
    envelope: loginEnvelope(cms),
    timeoutMs: options.timeoutMs,
  });
  return parseTicket(text(body.loginCmsResponse, "loginCmsReturn"));
};
