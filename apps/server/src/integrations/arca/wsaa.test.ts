import { execFileSync } from "node:child_process";
import { webcrypto, X509Certificate } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as pkijs from "pkijs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCertificate, makeTestCa, type TestCredentials } from "../../../test/arca/test-ca.ts";
import { buildLoginRequest, signLoginRequest } from "./wsaa.ts";
import { parseXml, text, path as xmlPath } from "./xml.ts";

const engine = new pkijs.CryptoEngine({
  name: "node",
  crypto: webcrypto as unknown as ConstructorParameters<typeof pkijs.CryptoEngine>[0]["crypto"],
});

/** pkijs's own check of the CMS, chained to `caPem`; throws when the chain or the signature fails. */
const verifyWithPkijs = async (cms: string, caPem: string) => {
  const info = pkijs.ContentInfo.fromBER(Buffer.from(cms, "base64"));
  const signed = new pkijs.SignedData({ schema: info.content });
  const result = await signed.verify(
    {
      signer: 0,
      checkChain: true,
      extendedMode: true,
      trustedCerts: [pkijs.Certificate.fromBER(new X509Certificate(caPem).raw)],
    },
    engine,
  );
  const content = signed.encapContentInfo.eContent;
  return {
    verified: result.signatureVerified === true && result.signerCertificateVerified === true,
    content: content ? Buffer.from(content.getValue()).toString("utf8") : null,
    digest: signed.signerInfos[0]?.digestAlgorithm.algorithmId,
    attributes: signed.signerInfos[0]?.signedAttrs?.attributes.map((attribute) => attribute.type) ?? [],
    certificates: signed.certificates?.length ?? 0,
  };
};

describe("the login ticket request (TRA)", () => {
  it("names the service and a window of ten minutes each side of now, in Buenos Aires time", () => {
    const now = Date.parse("2026-11-26T15:41:39.500Z");
    const tra = buildLoginRequest("wsfe", now);
    expect(tra.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const request = xmlPath(parseXml(tra), "loginTicketRequest");
    const header = xmlPath(request, "header");
    expect(text(request, "service")).toBe("wsfe");
    expect(text(header, "uniqueId")).toBe("1795707699");
    expect(text(header, "generationTime")).toBe("2026-11-26T12:31:39-03:00");
    expect(text(header, "expirationTime")).toBe("2026-11-26T12:51:39-03:00");
    expect(Date.parse(text(header, "generationTime") ?? "")).toBe(now - 500 - 10 * 60_000);
    expect(Date.parse(text(header, "expirationTime") ?? "")).toBe(now - 500 + 10 * 60_000);
    expect(tra).toContain('<loginTicketRequest version="1.0">');
  });

  it("escapes the service name", () => {
    expect(buildLoginRequest("a<b", 0)).toContain("<service>a&lt;b</service>");
  });
});

describe("the signed TRA (CMS)", () => {
  let dir: string;
  let ca: TestCredentials;
  let business: TestCredentials;
  let stranger: TestCredentials;
  const tra = buildLoginRequest("wsfe", Date.now());
  let cms: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "comanda-wsaa-"));
    ca = makeTestCa();
    business = issueCertificate(ca, { cuit: "20111111112", name: "La Esquina SRL" });
    stranger = makeTestCa();
    cms = signLoginRequest(tra, business.certificatePem, business.privateKeyPem);
    writeFileSync(path.join(dir, "cms.der"), Buffer.from(cms, "base64"));
    writeFileSync(path.join(dir, "ca.pem"), ca.certificatePem);
    writeFileSync(path.join(dir, "stranger.pem"), stranger.certificatePem);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is one line of base64", () => {
    expect(cms).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it("verifies with pkijs against the CA, carries the TRA, SHA-256, the signed attributes and the certificate", async () => {
    const result = await verifyWithPkijs(cms, ca.certificatePem);
    expect(result.verified).toBe(true);
    expect(result.content).toBe(tra);
    expect(result.digest).toBe("2.16.840.1.101.3.4.2.1");
    expect(result.attributes).toEqual(
      expect.arrayContaining(["1.2.840.113549.1.9.3", "1.2.840.113549.1.9.4", "1.2.840.113549.1.9.5"]),
    );
    expect(result.certificates).toBe(1);
  });

  it("does not verify with pkijs against another CA", async () => {
    await expect(verifyWithPkijs(cms, stranger.certificatePem)).rejects.toThrow(/certificate/i);
  });

  it("verifies with the openssl CLI, which prints the TRA; another CA fails", () => {
    const verify = (caFile: string) =>
      execFileSync(
        "openssl",
        ["cms", "-verify", "-inform", "DER", "-in", path.join(dir, "cms.der"), "-CAfile", caFile, "-binary"],
        { stdio: ["ignore", "pipe", "pipe"] },
      ).toString("utf8");
    expect(verify(path.join(dir, "ca.pem"))).toBe(tra);
    expect(() => verify(path.join(dir, "stranger.pem"))).toThrow(/verif/i);
  });

  it("a changed byte of the content fails the signature", async () => {
    const der = Buffer.from(cms, "base64");
    const at = der.indexOf(Buffer.from("<service>wsfe"));
    expect(at).toBeGreaterThan(0);
    der[at + 9] = "x".charCodeAt(0);
    const result = await verifyWithPkijs(der.toString("base64"), ca.certificatePem).catch(() => null);
    expect(result?.verified ?? false).toBe(false);
  });
});
