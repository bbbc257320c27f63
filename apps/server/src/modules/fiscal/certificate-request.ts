import { generateKeyPair } from "node:crypto";
import { promisify } from "node:util";
import type Forge from "node-forge";

const generateRsa = promisify(generateKeyPair);

/** The request ARCA reads: its key stays on the server; the CSR and its subject are public. */
export type GeneratedRequest = { privateKeyPem: string; csrPem: string; subject: string };

/** A UTF8String attribute: forge writes PrintableString by default, which cannot hold "ñ" or accents. */
const utf8 = (forge: typeof Forge, shortName: string, value: string): Forge.pki.CertificateField => ({
  shortName,
  value,
  // @types/node-forge types valueTagClass as a tag class; forge reads it as the string type.
  valueTagClass: forge.asn1.Type.UTF8 as number as Forge.asn1.Class,
});

/**
 * Decision 067: an RSA 2048 key (node's OpenSSL, off the event loop) and the PKCS#10 request signed
 * with it (SHA-256), with the subject ARCA asks for: C=AR, O=<razón social>, CN=<alias>,
 * serialNumber=CUIT <11 digits> — what `openssl req -new -subj "/C=AR/O=…/CN=…/serialNumber=CUIT …"`
 * makes in ARCA's own instructions. node:crypto cannot build a CSR; node-forge (already the WSAA signer,
 * decision 055) does, in plain JavaScript.
 */
export const generateCertificateRequest = async (input: {
  cuit: string;
  legalName: string;
  alias: string;
}): Promise<GeneratedRequest> => {
  const { privateKey, publicKey } = await generateRsa("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  // Loaded when an owner asks for a request: node-forge's 12 MB stay out of a server that never invoices
  // (decision 036).
  const forge = (await import("node-forge")).default;
  const csr = forge.pki.createCertificationRequest();
  csr.publicKey = forge.pki.publicKeyFromPem(publicKey);
  csr.setSubject([
    { shortName: "C", value: "AR" },
    utf8(forge, "O", input.legalName),
    utf8(forge, "CN", input.alias),
    { type: "2.5.4.5", value: `CUIT ${input.cuit}` },
  ]);
  csr.sign(forge.pki.privateKeyFromPem(privateKey) as Forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  return {
    privateKeyPem: privateKey,
    csrPem: forge.pki.certificationRequestToPem(csr).replace(/\r\n/g, "\n"),
    subject: `C=AR, O=${input.legalName}, CN=${input.alias}, serialNumber=CUIT ${input.cuit}`,
  };
};
