import { describe, expect, it } from "vitest";
import { ISSUER_CUIT, useStandIn } from "../../../test/arca/stand-in-kit.ts";
import { issueCertificate, makeTestCa } from "../../../test/arca/test-ca.ts";
import { ArcaFaultError, ArcaUnavailableError } from "./errors.ts";
import { soapCall } from "./soap.ts";
import { buildLoginRequest, requestAccessTicket, signLoginRequest } from "./wsaa.ts";
import { parseXml, path, text } from "./xml.ts";

const HOUR = 60 * 60 * 1000;
/** The stand-in's clock, moved by the tests that need WSAA to see another time. */
let clock = 0;

const faultOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a fault");
    },
    (error: unknown) => {
      if (!(error instanceof ArcaFaultError)) throw error;
      return { code: error.code, message: error.message };
    },
  );

describe("WSAA: the client against the stand-in", () => {
  const kit = useStandIn({ login: false, now: () => Date.now() + clock });
  const login = (overrides: Partial<Parameters<typeof requestAccessTicket>[0]> = {}) =>
    requestAccessTicket({ url: kit().standIn.endpoints.wsaa, ...kit().business, ...overrides });

  it("gets a 12-hour ticket whose token names the certificate's CUIT, then refuses a second while it lives", async () => {
    kit().standIn.reset();
    clock = 0;
    const before = Date.now();
    const ticket = await login();
    expect(ticket.expiresAt - before).toBeGreaterThan(12 * HOUR - 60_000);
    expect(ticket.expiresAt - before).toBeLessThanOrEqual(12 * HOUR + 60_000);
    expect(ticket.sign).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const sso = Buffer.from(ticket.token, "base64").toString("utf8");
    expect(sso).toContain(`<relation key="${ISSUER_CUIT}" reltype="4"/>`);
    expect(sso).toContain('service="wsfe"');

    expect(await faultOf(login())).toEqual({
      code: "coe.alreadyAuthenticated",
      message: "El CEE ya posee un TA valido para el acceso al WSN solicitado",
    });
    expect(
      kit()
        .standIn.calls()
        .map((call) => call.operation),
    ).toEqual(["LoginCms", "LoginCms"]);

    // Once the first ticket has expired, WSAA gives another.
    clock = 12 * HOUR + 60_000;
    const next = await login({ now: Date.now() + clock });
    expect(next.token).not.toBe(ticket.token);
    clock = 0;
  });

  it("refuses a certificate from another CA as untrusted", async () => {
    const stranger = issueCertificate(makeTestCa(), { cuit: ISSUER_CUIT, name: "Impostor" });
    expect(await faultOf(login(stranger))).toEqual({
      code: "cms.cert.untrusted",
      message: "Certificado no emitido por AC de confianza",
    });
  });

  it("refuses an expired certificate, and one not yet valid", async () => {
    const expired = issueCertificate(kit().ca, {
      cuit: ISSUER_CUIT,
      name: "Vencido",
      days: 1,
      notBefore: new Date(Date.now() - 10 * 24 * HOUR),
    });
    expect((await faultOf(login(expired))).code).toBe("cms.cert.expired");
    const early = issueCertificate(kit().ca, {
      cuit: ISSUER_CUIT,
      name: "Futuro",
      notBefore: new Date(Date.now() + HOUR),
    });
    expect((await faultOf(login(early))).code).toBe("cms.cert.expired");
  });

  it("checks the TRA: service wsfe, and now inside its window", async () => {
    const fresh = () => issueCertificate(kit().ca, { cuit: ISSUER_CUIT, name: "Otra PC" });
    expect((await faultOf(login({ ...fresh(), service: "wsfex" }))).code).toBe("wsn.notFound");
    expect((await faultOf(login({ ...fresh(), now: Date.now() - HOUR }))).code).toBe(
      "xml.expirationTime.expired",
    );
    expect((await faultOf(login({ ...fresh(), now: Date.now() + HOUR }))).code).toBe(
      "xml.generationTime.invalid",
    );
  });

  it("answers a CMS that is not one with cms.bad", async () => {
    const envelope = (cms: string) =>
      '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ' +
      'xmlns:ser="https://wsaahomo.afip.gov.ar/ws/services/LoginCms"><soapenv:Body>' +
      `<ser:loginCms><in0>${cms}</in0></ser:loginCms></soapenv:Body></soapenv:Envelope>`;
    const call = (cms: string) =>
      soapCall({ url: kit().standIn.endpoints.wsaa, action: '""', envelope: envelope(cms) });
    expect((await faultOf(call("not base64!"))).code).toBe("cms.bad");
    expect((await faultOf(call(Buffer.from("hello").toString("base64")))).code).toBe("cms.bad");
  });

  it("answers the ticket as escaped text inside loginCmsReturn, like the real WSAA", async () => {
    kit().standIn.reset();
    const tra = buildLoginRequest("wsfe", Date.now());
    const cms = signLoginRequest(tra, kit().business.certificatePem, kit().business.privateKeyPem);
    const raw = await fetch(kit().standIn.endpoints.wsaa, {
      method: "POST",
      headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: '""' },
      body:
        '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ' +
        'xmlns:ser="https://wsaahomo.afip.gov.ar/ws/services/LoginCms"><soapenv:Body>' +
        `<ser:loginCms><in0>${cms}</in0></ser:loginCms></soapenv:Body></soapenv:Envelope>`,
    }).then((response) => response.text());
    // pyafipws's envelope (another namespace for loginCms) works too, as it does with the real WSAA.
    expect(raw).toContain("<loginCmsReturn>&lt;?xml");
    const returned = text(path(parseXml(raw), "Envelope", "Body", "loginCmsResponse"), "loginCmsReturn");
    const credentials = path(parseXml(returned ?? ""), "loginTicketResponse", "credentials");
    expect(text(credentials, "token")).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it("fails a login that gets no answer with ArcaUnavailableError", async () => {
    kit().standIn.failNext("LoginCms", "timeout", { holdMs: 2_000 });
    await expect(login({ timeoutMs: 300 })).rejects.toBeInstanceOf(ArcaUnavailableError);
    kit().standIn.failNext("LoginCms", "http-500");
    await expect(login()).rejects.toBeInstanceOf(ArcaUnavailableError);
    kit().standIn.failNext("LoginCms", "reject", { detail: { code: 0, message: "No autorizado" } });
    expect(await faultOf(login())).toEqual({ code: "coe.notAuthorized", message: "No autorizado" });
  });
});
