import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { addUser, type Cookies, inject, signUp, useTestServer } from "../../../test/server-kit.ts";
import { decryptSecret, encryptSecret } from "../../integrations/arca/crypto.ts";

/** A self-signed certificate and its key as ARCA's would look (RSA 2048, PKCS#8), made with Debian's openssl. */
const makePair = (
  dir: string,
  name: string,
  subject = `/C=AR/O=La Esquina SRL/CN=${name}/serialNumber=CUIT 20123456786`,
) => {
  const key = path.join(dir, `${name}.key`);
  const certificate = path.join(dir, `${name}.crt`);
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      certificate,
      "-days",
      "30",
      "-subj",
      subject,
    ],
    { stdio: "ignore" },
  );
  return { certificate: readFileSync(certificate, "utf8"), key: readFileSync(key, "utf8") };
};

let dir: string;
let pair: { certificate: string; key: string };
let other: { certificate: string; key: string };
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "comanda-fiscal-"));
  pair = makePair(dir, "comanda");
  other = makePair(dir, "otro");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("encryptSecret", () => {
  const secret = "test-secret-test-secret-test-secret-0123";

  it("decrypts back with the same secret, and never gives the same text twice", () => {
    const stored = encryptSecret("la clave", secret);
    expect(stored).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(encryptSecret("la clave", secret)).not.toBe(stored);
    expect(decryptSecret(stored, secret)).toBe("la clave");
  });

  it("fails with another secret and with a changed byte", () => {
    const stored = encryptSecret("la clave", secret);
    expect(() => decryptSecret(stored, `${secret}x`)).toThrow();
    const [version, iv, tag, body] = stored.split(":") as [string, string, string, string];
    const bytes = Buffer.from(body, "base64");
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() => decryptSecret([version, iv, tag, bytes.toString("base64")].join(":"), secret)).toThrow();
    const shortTag = Buffer.from(tag, "base64").subarray(0, 4).toString("base64");
    expect(() => decryptSecret([version, iv, shortTag, body].join(":"), secret)).toThrow();
    expect(() => decryptSecret(`v2:${iv}:${tag}:${body}`, secret)).toThrow();
  });
});

const settings = {
  cuit: "20-12345678-6",
  legal_name: "La Esquina SRL",
  iva_condition: "responsable-inscripto",
  gross_income: "Exento",
  activity_start: "2019-07-01",
  point_of_sale: 4,
  environment: "homologacion",
};

describe.each(engines)("fiscal settings on %s", (engine) => {
  const server = useTestServer(engine);
  /** Every answer body, to check at the end that none ever carried the key. */
  const bodies: string[] = [];

  const call = async (cookies: Cookies, method: "GET" | "PUT" | "DELETE", url: string, payload?: object) => {
    const response = await inject(server(), { method, url: `/api/v1${url}`, cookies, payload });
    bodies.push(response.body);
    return response;
  };
  const row = (businessId: string) =>
    server()
      .ctx.database.db.selectFrom("fiscal_settings")
      .selectAll()
      .where("business_id", "=", businessId)
      .executeTakeFirst();

  afterAll(() => {
    const keyBody = pair.key.split("\n").filter((line) => line && !line.startsWith("-----"));
    for (const body of bodies) {
      expect(body).not.toContain("PRIVATE KEY");
      for (const line of keyBody) expect(body).not.toContain(line);
      expect(body).not.toContain("BEGIN CERTIFICATE");
    }
  });

  it("saves and reads the settings, the CUIT kept as its digits", async () => {
    const { cookies, session } = await signUp(server());
    expect((await call(cookies, "GET", "/fiscal-settings")).json()).toEqual({ data: { configured: false } });

    const saved = await call(cookies, "PUT", "/fiscal-settings", settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      configured: true,
      cuit: "20123456786",
      legalName: "La Esquina SRL",
      ivaCondition: "responsable-inscripto",
      grossIncome: "Exento",
      activityStart: "2019-07-01",
      pointOfSale: 4,
      environment: "homologacion",
      autoInvoice: false,
      identificationThreshold: 10_000_000,
      certificate: null,
      certificateRequest: null,
      updatedAt: expect.any(Number),
    });
    expect((await call(cookies, "GET", "/fiscal-settings")).json()).toEqual(saved.json());
    expect((await row(session.business.id))?.cuit).toBe("20123456786");

    const changed = await call(cookies, "PUT", "/fiscal-settings", {
      ...settings,
      environment: "produccion",
      gross_income: "",
    });
    expect(changed.json().data).toMatchObject({ environment: "produccion", grossIncome: null });
  });

  it("refuses a CUIT with a wrong check digit, in Spanish under `cuit`", async () => {
    const { cookies, session } = await signUp(server());
    const response = await call(cookies, "PUT", "/fiscal-settings", { ...settings, cuit: "20-12345678-5" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ cuit: "El CUIT no es válido: revisá los números." });
    expect(await row(session.business.id)).toBeUndefined();
  });

  it("is the ADMIN's alone: CASHIER and KITCHEN get 403 on every route", async () => {
    const owner = await signUp(server());
    await call(owner.cookies, "PUT", "/fiscal-settings", settings);
    for (const role of ["CASHIER", "KITCHEN"] as const) {
      const user = await addUser(server(), owner.session.business.id, role);
      expect((await call(user.cookies, "GET", "/fiscal-settings")).statusCode).toBe(403);
      expect((await call(user.cookies, "PUT", "/fiscal-settings", settings)).statusCode).toBe(403);
      const credentials = { certificate: pair.certificate, private_key: pair.key };
      expect((await call(user.cookies, "PUT", "/fiscal-settings/credentials", credentials)).statusCode).toBe(
        403,
      );
      expect((await call(user.cookies, "DELETE", "/fiscal-settings/credentials")).statusCode).toBe(403);
    }
  });

  it("shows another business nothing of them", async () => {
    const owner = await signUp(server());
    await call(owner.cookies, "PUT", "/fiscal-settings", settings);
    const stranger = await signUp(server());
    expect((await call(stranger.cookies, "GET", "/fiscal-settings")).json().data).toEqual({
      configured: false,
    });
  });

  it("takes the certificate and key, answering only the subject and expiry, the key stored encrypted", async () => {
    const { cookies, session } = await signUp(server());
    const credentials = { certificate: pair.certificate, private_key: pair.key };
    const early = await call(cookies, "PUT", "/fiscal-settings/credentials", credentials);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      "Guardá primero los datos fiscales y después subí el certificado.",
    );

    await call(cookies, "PUT", "/fiscal-settings", settings);
    const uploaded = await call(cookies, "PUT", "/fiscal-settings/credentials", credentials);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { certificate } = uploaded.json().data;
    expect(certificate).toEqual({
      subject: "C=AR, O=La Esquina SRL, CN=comanda, serialNumber=CUIT 20123456786",
      expiresAt: expect.any(Number),
    });
    const days = (certificate.expiresAt - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    expect((await call(cookies, "GET", "/fiscal-settings")).json().data.certificate).toEqual(certificate);

    const stored = await row(session.business.id);
    expect(stored?.certificate_pem).toBe(pair.certificate);
    expect(stored?.private_key_ciphertext).toMatch(/^v1:/);
    expect(stored?.private_key_ciphertext).not.toContain("PRIVATE KEY");
    expect(decryptSecret(stored?.private_key_ciphertext ?? "", server().config.authSecret)).toBe(pair.key);
  });

  it("refuses a key that is not the certificate's, and a certificate it cannot read, in Spanish", async () => {
    const { cookies, session } = await signUp(server());
    await call(cookies, "PUT", "/fiscal-settings", settings);
    const mismatch = await call(cookies, "PUT", "/fiscal-settings/credentials", {
      certificate: pair.certificate,
      private_key: other.key,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toEqual({
      private_key: "La clave privada no corresponde al certificado: subí la que usaste para pedirlo.",
    });
    const garbage = await call(cookies, "PUT", "/fiscal-settings/credentials", {
      certificate: "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n",
      private_key: pair.key,
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.fields).toEqual({
      certificate: "No pudimos leer el certificado: subí el archivo .crt que te dio ARCA.",
    });
    expect((await row(session.business.id))?.private_key_ciphertext).toBeNull();
  });

  it("refuses a certificate of no CUIT or of another, and a new CUIT under the certificate of the old one", async () => {
    const { cookies, session } = await signUp(server());
    await call(cookies, "PUT", "/fiscal-settings", settings);
    const anonymous = makePair(dir, "anonimo", "/C=AR/O=La Esquina SRL/CN=anonimo");
    const foreign = makePair(dir, "ajeno", "/C=AR/O=CUIT 20123456786/CN=ajeno/serialNumber=CUIT 20111111112");
    for (const [pem, message] of [
      [
        anonymous,
        "El certificado no dice de qué CUIT es: subí el que ARCA emitió para el CUIT 20-12345678-6.",
      ],
      [
        foreign,
        "El certificado es del CUIT 20-11111111-2 y los datos fiscales dicen 20-12345678-6: subí el certificado de este CUIT.",
      ],
    ] as const) {
      const refused = await call(cookies, "PUT", "/fiscal-settings/credentials", {
        certificate: pem.certificate,
        private_key: pem.key,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ certificate: message });
    }
    expect((await row(session.business.id))?.certificate_pem).toBeNull();

    await call(cookies, "PUT", "/fiscal-settings/credentials", {
      certificate: pair.certificate,
      private_key: pair.key,
    });
    const moved = await call(cookies, "PUT", "/fiscal-settings", { ...settings, cuit: "20111111112" });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields).toEqual({
      cuit: "El certificado cargado es del CUIT 20-12345678-6: quitalo antes de cambiar el CUIT.",
    });
    expect((await row(session.business.id))?.cuit).toBe("20123456786");
    const same = await call(cookies, "PUT", "/fiscal-settings", { ...settings, point_of_sale: 5 });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("deletes the credentials, keeping the settings", async () => {
    const { cookies, session } = await signUp(server());
    await call(cookies, "PUT", "/fiscal-settings", settings);
    await call(cookies, "PUT", "/fiscal-settings/credentials", {
      certificate: pair.certificate,
      private_key: pair.key,
    });
    const deleted = await call(cookies, "DELETE", "/fiscal-settings/credentials");
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toMatchObject({ configured: true, cuit: "20123456786", certificate: null });
    expect(await row(session.business.id)).toMatchObject({
      certificate_pem: null,
      private_key_ciphertext: null,
      certificate_subject: null,
      certificate_expires_at: null,
    });
  });
});
