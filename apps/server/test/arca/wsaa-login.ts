import { createHash, randomBytes, webcrypto, X509Certificate } from "node:crypto";
import * as pkijs from "pkijs";
import { element, parseXml, path, text, type XmlNode } from "../../src/integrations/arca/xml.ts";
import { type Reply, SoapFault, wsaaReply } from "./replies.ts";
import { arIso, type StandInConfig, type StandInState } from "./state.ts";

// Node's own WebCrypto is all pkijs needs to verify (no @peculiar/webcrypto).
pkijs.setEngine(
  "node",
  new pkijs.CryptoEngine({
    name: "node",
    crypto: webcrypto as unknown as ConstructorParameters<typeof pkijs.CryptoEngine>[0]["crypto"],
  }),
);

const TICKET_MS = 12 * 60 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;
const SIGNED_DATA = "1.2.840.113549.1.7.2";
const SERIAL_NUMBER = "2.5.4.5";
const WSAA_DN = "CN=wsaahomo, O=AFIP, C=AR, SERIALNUMBER=CUIT 33693450239";

const faults = {
  bad: () => new SoapFault("cms.bad", "El CMS no tiene el formato esperado"),
  sign: () => new SoapFault("cms.sign.invalid", "Firma invalida o algoritmo no soportado"),
  expired: () => new SoapFault("cms.cert.expired", "Certificado expirado"),
  untrusted: () => new SoapFault("cms.cert.untrusted", "Certificado no emitido por AC de confianza"),
};

const readCms = (base64: string) => {
  const compact = base64.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) throw faults.bad();
  try {
    const info = pkijs.ContentInfo.fromBER(Buffer.from(compact, "base64"));
    if (info.contentType !== SIGNED_DATA) throw faults.bad();
    const signed = new pkijs.SignedData({ schema: info.content });
    const content = signed.encapContentInfo.eContent;
    if (!content) throw faults.bad();
    return { signed, tra: Buffer.from(content.getValue()).toString("utf8") };
  } catch {
    throw faults.bad();
  }
};

/** Checks the signature, then the signer's dates, then its chain to the test CA; answers the signer. */
const verifySigner = async (signed: pkijs.SignedData, config: StandInConfig) => {
  const now = config.now();
  const checked = await signed
    .verify({ signer: 0, checkChain: false, extendedMode: true })
    .catch(() => ({ signatureVerified: false, signerCertificate: null }));
  const signer = checked.signerCertificate;
  if (!checked.signatureVerified || !signer) throw faults.sign();
  if (signer.notBefore.value.getTime() > now || signer.notAfter.value.getTime() < now) throw faults.expired();
  const ca = pkijs.Certificate.fromBER(new X509Certificate(config.caCertificatePem).raw);
  const chained = await signed
    .verify({ signer: 0, checkChain: true, trustedCerts: [ca], checkDate: new Date(now), extendedMode: true })
    .then((result) => result.signatureVerified === true && result.signerCertificateVerified === true)
    .catch(() => false);
  if (!chained) throw faults.untrusted();
  return signer;
};

/** "CUIT 20111111112" in the subject's serialNumber, as ARCA issues computer certificates. */
const cuitOf = (signer: pkijs.Certificate) => {
  const serial = signer.subject.typesAndValues.find((attribute) => attribute.type === SERIAL_NUMBER);
  const value: unknown = serial?.value.valueBlock.value;
  const match = typeof value === "string" ? /^CUIT (\d{11})$/.exec(value) : null;
  if (!match?.[1]) throw new SoapFault("coe.notAuthorized", "Computador no autorizado a acceder al servicio");
  return match[1];
};

const checkTra = (tra: string, now: number) => {
  let request: XmlNode | undefined;
  try {
    request = path(parseXml(tra), "loginTicketRequest");
  } catch {
    request = undefined;
  }
  const header = path(request, "header");
  const generation = Date.parse(text(header, "generationTime") ?? "");
  const expiration = Date.parse(text(header, "expirationTime") ?? "");
  if (!request || Number.isNaN(generation) || Number.isNaN(expiration))
    throw new SoapFault("xml.bad", "No se pudo interpretar el XML del TRA");
  if (generation > now || generation < now - DAY)
    throw new SoapFault("xml.generationTime.invalid", "El atributo generationTime tiene un valor invalido");
  if (expiration < now) throw new SoapFault("xml.expirationTime.expired", "El TRA ha expirado");
  if (expiration <= generation)
    throw new SoapFault("xml.expirationTime.invalid", "El atributo expirationTime tiene un valor invalido");
  const service = text(request, "service") ?? "";
  if (service !== "wsfe") throw new SoapFault("wsn.notFound", `No se ha encontrado el WSN ${service}`);
  return service;
};

/** The token: base64 of an <sso> document whose relations name the CUIT, like the real one. */
const ssoToken = (cuit: string, subject: string, generatedAt: number, expiresAt: number) => {
  const sso =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sso version="2.0">' +
    `<id src="${WSAA_DN}" dst="CN=wsfe, O=AFIP, C=AR" unique_id="${randomBytes(4).readUInt32BE()}" ` +
    `gen_time="${Math.floor(generatedAt / 1000)}" exp_time="${Math.floor(expiresAt / 1000)}"/>` +
    '<operation type="login" value="granted">' +
    `<login entity="33693450239" service="wsfe" uid="${subject}" authmethod="cms" regmethod="22">` +
    `<relations><relation key="${cuit}" reltype="4"/></relations></login></operation></sso>`;
  return Buffer.from(sso, "utf8").toString("base64");
};

/** LoginCms: verifies the CMS like WSAA does and hands out a 12-hour ticket, one live per certificate. */
export const login = async (body: XmlNode, config: StandInConfig, state: StandInState): Promise<Reply> => {
  const { signed, tra } = readCms(text(path(body, "loginCms"), "in0") ?? "");
  const signer = await verifySigner(signed, config);
  const now = config.now();
  const service = checkTra(tra, now);
  const cuit = cuitOf(signer);
  const fingerprint = createHash("sha256")
    .update(Buffer.from(signer.toSchema().toBER(false)))
    .digest("hex");
  const key = `${fingerprint}|${service}`;
  if ((state.liveLogins.get(key) ?? 0) > now)
    throw new SoapFault(
      "coe.alreadyAuthenticated",
      "El CEE ya posee un TA valido para el acceso al WSN solicitado",
    );
  const expiresAt = now + TICKET_MS;
  const subject = `SERIALNUMBER=CUIT ${cuit}`;
  const token = ssoToken(cuit, subject, now, expiresAt);
  const sign = randomBytes(96).toString("base64");
  state.liveLogins.set(key, expiresAt);
  state.tickets.set(token, { token, sign, cuit, generatedAt: now, expiresAt });
  return wsaaReply(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><loginTicketResponse version="1.0"><header>' +
      element("source", WSAA_DN) +
      element("destination", subject) +
      element("uniqueId", randomBytes(4).readUInt32BE()) +
      element("generationTime", arIso(now)) +
      element("expirationTime", arIso(expiresAt)) +
      `</header><credentials>${element("token", token)}${element("sign", sign)}</credentials>` +
      "</loginTicketResponse>",
  );
};
