import { spawnSync } from "node:child_process";
import { createPrivateKey, createPublicKey } from "node:crypto";
import type { CertificateRequest, FiscalSettings } from "@comanda/domain/fiscal-settings";
import forge from "node-forge";
import { describe, expect, it } from "vitest";
import { issueCertificate } from "../../../test/arca/test-ca.ts";
import { engines } from "../../../test/database-kit.ts";
import { fiscalBusiness, ISSUER_CUIT, useArcaServer, vouchersOf } from "../../../test/invoices-kit.ts";
import { placeOrder } from "../../../test/orders-kit.ts";
import { addUser, inject, signUp } from "../../../test/server-kit.ts";
import { decryptSecret } from "../../integrations/arca/crypto.ts";

const spki = (key: Parameters<typeof createPublicKey>[0]) =>
  createPublicKey(key).export({ type: "spki", format: "der" }).toString("base64");

/**
 * Decision 067: 'Generar pedido de certificado'. The server makes the key and the CSR; the stand-in's
 * CA signs the CSR as ARCA's 'Administración de certificados digitales' would; the certificate goes up
 * alone, takes the pending key, and the business signs in to WSAA and invoices with it.
 */
describe.each(engines)("the certificate request on %s", (engine) => {
  const arca = useArcaServer(engine);
  const server = arca.server;

  it("makes a key and a CSR with the CUIT, takes ARCA's certificate for it without a key, and invoices", async () => {
    const shop = await fiscalBusiness(server());
    const bodies: string[] = [];
    const call = async (method: "GET" | "POST" | "PUT", url: string, body?: unknown) => {
      const response = await shop.call(method, url, body);
      bodies.push(response.body);
      return response;
    };
    const row = () =>
      server()
        .ctx.database.db.selectFrom("fiscal_settings")
        .selectAll()
        .where("business_id", "=", shop.businessId)
        .executeTakeFirstOrThrow();

    const noRequest = await call("PUT", "/fiscal-settings/credentials", {
      certificate: arca.world().business.certificatePem,
    });
    expect(noRequest.statusCode).toBe(400);
    expect(noRequest.json().error.fields).toEqual({
      private_key: "Subí la clave privada, o generá el pedido de certificado desde acá.",
    });
    expect(
      (await call("POST", "/fiscal-settings/certificate-request", { alias: "la caja" })).statusCode,
    ).toBe(400);

    const made = await call("POST", "/fiscal-settings/certificate-request", { alias: "comanda-caja" });
    expect(made.statusCode, made.body).toBe(200);
    const request = made.json().data as CertificateRequest;
    const subject = `C=AR, O=La Esquina SRL, CN=comanda-caja, serialNumber=CUIT ${ISSUER_CUIT}`;
    expect(request).toMatchObject({ subject, createdAt: expect.any(Number) });
    expect(request.csr).toMatch(
      /^-----BEGIN CERTIFICATE REQUEST-----\n[\s\S]+\n-----END CERTIFICATE REQUEST-----\n$/,
    );
    // The CSR parses, is signed by its own key (forge, and OpenSSL as a third party), and names the CUIT
    // (2.5.4.5, serialNumber, which forge leaves unnamed).
    const csr = forge.pki.certificationRequestFromPem(request.csr);
    expect(csr.verify()).toBe(true);
    expect(csr.subject.attributes.map((field) => [field.shortName ?? field.type, field.value])).toEqual([
      ["C", "AR"],
      ["O", "La Esquina SRL"],
      ["CN", "comanda-caja"],
      ["2.5.4.5", `CUIT ${ISSUER_CUIT}`],
    ]);
    const openssl = spawnSync("openssl", ["req", "-noout", "-verify", "-subject", "-nameopt", "RFC2253"], {
      input: request.csr,
    });
    expect(openssl.stderr.toString()).toContain("verify OK");
    expect(openssl.stdout.toString()).toContain(`serialNumber=CUIT ${ISSUER_CUIT}`);
    // The key stays on the server, encrypted as the uploaded one is; it is the CSR's, RSA 2048.
    const stored = await row();
    expect(stored.request_private_key_ciphertext).toMatch(/^v1:/);
    const key = createPrivateKey(
      decryptSecret(stored.request_private_key_ciphertext ?? "", server().config.authSecret),
    );
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(spki(key)).toBe(spki(forge.pki.publicKeyToPem(csr.publicKey as forge.pki.PublicKey)));
    const settings = (await call("GET", "/fiscal-settings")).json().data as FiscalSettings;
    expect(settings).toMatchObject({
      certificate: null,
      certificateRequest: { subject, createdAt: request.createdAt },
    });
    expect((await call("GET", "/fiscal-settings/certificate-request")).json().data).toEqual(request);

    // ARCA issues the certificate for the request; another key's certificate is not it.
    const other = issueCertificate(arca.world().ca, { cuit: ISSUER_CUIT, name: "Otro sistema" });
    const wrong = await call("PUT", "/fiscal-settings/credentials", { certificate: other.certificatePem });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.certificate).toMatch(
      /^Este certificado no es el del pedido generado en Comanda/,
    );
    expect(() => arca.world().standIn.signCertificateRequest(request.csr.replace("MII", "MIJ"))).toThrow();
    const certificate = arca.world().standIn.signCertificateRequest(request.csr);
    const uploaded = await call("PUT", "/fiscal-settings/credentials", { certificate });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data).toMatchObject({
      certificate: { subject, expiresAt: expect.any(Number) },
      certificateRequest: null,
    });
    const after = await row();
    expect(after.private_key_ciphertext).toBe(stored.request_private_key_ciphertext);
    expect(after).toMatchObject({ request_private_key_ciphertext: null, request_csr_pem: null });

    // The whole flow: WSAA signs the business in with the generated key, and WSFE authorizes its invoice.
    const tested = (await call("POST", "/fiscal-settings/test")).json().data;
    expect(tested.ok, JSON.stringify(tested)).toBe(true);
    const product = await shop.product("Café", { price: 250_000, quantity: null });
    const order = await placeOrder(shop, { products: [{ product_id: product, quantity: 1 }] });
    const invoice = await call("POST", `/orders/${order.id}/invoice`);
    expect(invoice.json().data).toMatchObject({ status: "authorized", number: 1 });
    expect(vouchersOf(arca.world(), shop.pointOfSale)).toHaveLength(1);

    for (const body of bodies) expect(body).not.toContain("PRIVATE KEY");
  });

  it("is the ADMIN's alone, needs the settings first, and goes when the CUIT changes", async () => {
    const shop = await fiscalBusiness(server());
    const cashier = await addUser(server(), shop.businessId, "CASHIER");
    for (const method of ["GET", "POST"] as const) {
      const refused = await inject(server(), {
        method,
        url: "/api/v1/fiscal-settings/certificate-request",
        cookies: cashier.cookies,
        ...(method === "POST" ? { payload: { alias: "comanda" } } : {}),
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await shop.call("GET", "/fiscal-settings/certificate-request")).statusCode).toBe(404);
    expect(
      (await shop.call("POST", "/fiscal-settings/certificate-request", { alias: "comanda" })).statusCode,
    ).toBe(200);
    const settings = (await shop.call("GET", "/fiscal-settings")).json().data;
    const moved = await shop.call("PUT", "/fiscal-settings", {
      cuit: "20123456786",
      legal_name: settings.legalName,
      iva_condition: settings.ivaCondition,
      gross_income: settings.grossIncome ?? "",
      activity_start: settings.activityStart,
      point_of_sale: settings.pointOfSale,
      environment: settings.environment,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.certificateRequest).toBeNull();

    const newcomer = await signUp(server());
    const early = await inject(server(), {
      method: "POST",
      url: "/api/v1/fiscal-settings/certificate-request",
      cookies: newcomer.cookies,
      payload: { alias: "comanda" },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      "Guardá primero los datos fiscales y después generá el pedido de certificado.",
    );
  });
});
