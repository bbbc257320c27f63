import { generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import forge from "node-forge";

/** A certificate and its private key as PEM (the key as PKCS#8, "BEGIN PRIVATE KEY", like ARCA's users have). */
export type TestCredentials = { certificatePem: string; privateKeyPem: string };

const DAY = 24 * 60 * 60 * 1000;

/** RSA 2048 from Node's OpenSSL: forge's pure-JS generation takes seconds per key. */
const newKeyPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  return { privateKeyPem: privateKey, publicKey: forge.pki.publicKeyFromPem(publicKey) };
};

/** A positive serial number (the first hex digit below 8 keeps DER's sign bit clear). */
const serialNumber = () => `0${randomBytes(15).toString("hex")}`;

/**
 * A UTF8String attribute: forge writes PrintableString by default, which cannot hold "ñ" or accents.
 * (@types/node-forge types valueTagClass as a tag class; forge reads it as the string type.)
 */
const utf8 = (shortName: string, value: string): forge.pki.CertificateField => ({
  shortName,
  value,
  valueTagClass: forge.asn1.Type.UTF8 as number as forge.asn1.Class,
});

/** A self-signed CA, standing in for ARCA's "Computadores" CA. */
export const makeTestCa = (): TestCredentials => {
  const { privateKeyPem, publicKey } = newKeyPair();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = publicKey;
  certificate.serialNumber = serialNumber();
  certificate.validity.notBefore = new Date(Date.now() - DAY);
  certificate.validity.notAfter = new Date(Date.now() + 3650 * DAY);
  const subject = [
    { shortName: "C", value: "AR" },
    utf8("O", "Comanda ARCA stand-in"),
    utf8("CN", "Comanda test CA"),
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: "basicConstraints", cA: true, critical: true },
    { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
    { name: "subjectKeyIdentifier" },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(certificate), privateKeyPem };
};

/** A computer certificate for `publicKey` and `subject`, signed by `ca`, as ARCA's CA issues them. */
const signFor = (
  ca: TestCredentials,
  publicKey: forge.pki.PublicKey,
  subject: forge.pki.CertificateField[],
  options: { days?: number; notBefore?: Date },
) => {
  const caCertificate = forge.pki.certificateFromPem(ca.certificatePem);
  const certificate = forge.pki.createCertificate();
  const notBefore = options.notBefore ?? new Date(Date.now() - 60_000);
  certificate.publicKey = publicKey;
  certificate.serialNumber = serialNumber();
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = new Date(notBefore.getTime() + (options.days ?? 730) * DAY);
  certificate.setSubject(subject);
  certificate.setIssuer(caCertificate.subject.attributes);
  certificate.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true, keyEncipherment: true, critical: true },
    { name: "subjectKeyIdentifier" },
    {
      name: "authorityKeyIdentifier",
      keyIdentifier: caCertificate.generateSubjectKeyIdentifier().getBytes(),
    },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(ca.privateKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(certificate);
};

/**
 * A computer certificate for a CUIT, signed by `ca`, with the subject ARCA gives them:
 * C=AR, O=<name>, CN=<name>, serialNumber=CUIT <cuit>. Valid `days` (730) from `notBefore` (a minute ago).
 */
export const issueCertificate = (
  ca: TestCredentials,
  options: { cuit: string; name: string; days?: number; notBefore?: Date },
): TestCredentials => {
  const { privateKeyPem, publicKey } = newKeyPair();
  const subject = [
    { shortName: "C", value: "AR" },
    utf8("O", options.name),
    utf8("CN", options.name),
    { type: "2.5.4.5", value: `CUIT ${options.cuit}` },
  ];
  return { certificatePem: signFor(ca, publicKey, subject, options), privateKeyPem };
};

/**
 * What ARCA's 'Administración de certificados digitales' does with an uploaded request (decision 067):
 * checks the CSR is signed by its own key and names a CUIT, and issues the certificate for its subject and
 * key. Throws on a request ARCA would refuse.
 */
export const signCertificateRequest = (
  ca: TestCredentials,
  csrPem: string,
  options: { days?: number; notBefore?: Date } = {},
): string => {
  const csr = forge.pki.certificationRequestFromPem(csrPem);
  if (!csr.verify()) throw new Error("the request is not signed by its key");
  if (!csr.publicKey) throw new Error("the request carries no public key");
  const cuit = csr.subject.getField({ type: "2.5.4.5" }) as { value: string } | null;
  if (!cuit || !/^CUIT \d{11}$/.test(cuit.value)) throw new Error("the request names no CUIT");
  // The attributes as the request has them (their string types included), as a CA copies a subject. forge
  // reads a UTF8String's bytes as they are and encodes it again when writing: decoded here, "ñ" stays "ñ".
  const utf8Tag = forge.asn1.Type.UTF8 as number;
  const subject = csr.subject.attributes.map((attribute) => ({
    type: attribute.type,
    value:
      (attribute.valueTagClass as number) === utf8Tag
        ? forge.util.decodeUtf8(attribute.value as string)
        : attribute.value,
    valueTagClass: attribute.valueTagClass,
  })) as forge.pki.CertificateField[];
  return signFor(ca, csr.publicKey, subject, options);
};

/**
 * Writes a fresh CA and a business certificate into `dir`: `ca.crt` and `ca.key` (for the stand-in,
 * ARCA_STAND_IN_CA and ARCA_STAND_IN_CA_KEY), `business.crt` and `business.key` (to upload in the fiscal
 * settings).
 */
export const writeTestCredentials = (dir: string, cuit: string, name = "La Esquina SRL") => {
  const ca = makeTestCa();
  const business = issueCertificate(ca, { cuit, name });
  mkdirSync(dir, { recursive: true });
  const files = {
    ca: path.join(dir, "ca.crt"),
    caKey: path.join(dir, "ca.key"),
    certificate: path.join(dir, "business.crt"),
    key: path.join(dir, "business.key"),
  };
  writeFileSync(files.ca, ca.certificatePem);
  writeFileSync(files.caKey, ca.privateKeyPem, { mode: 0o600 });
  writeFileSync(files.certificate, business.certificatePem);
  writeFileSync(files.key, business.privateKeyPem, { mode: 0o600 });
  return { files, ca, business };
};
