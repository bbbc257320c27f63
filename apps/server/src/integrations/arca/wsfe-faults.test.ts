import { describe, expect, it } from "vitest";
import { ISSUER_CUIT, useStandIn, vouchers } from "../../../test/arca/stand-in-kit.ts";
import { ArcaServiceError, ArcaUnavailableError } from "./errors.ts";
import { soapCall } from "./soap.ts";
import { createWsfeClient } from "./wsfe.ts";
import { path, text } from "./xml.ts";

const serviceCodes = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected an ArcaServiceError");
    },
    (error: unknown) => {
      if (!(error instanceof ArcaServiceError)) throw error;
      return error.errors.map((entry) => entry.code);
    },
  );

let clock = 0;

describe("WSFEv1 failures: the client against the stand-in", () => {
  const kit = useStandIn({ now: () => Date.now() + clock });

  it("throws ArcaServiceError 600 for a token it did not issue, a wrong sign, another CUIT, an expired ticket", async () => {
    const { wsfe, auth } = kit();
    const forged = { ...auth, token: Buffer.from("<sso/>").toString("base64") };
    expect(await serviceCodes(wsfe.requestCae(forged, vouchers.c(1)))).toEqual([600]);
    expect(await serviceCodes(wsfe.lastAuthorized({ ...auth, sign: "AAAA" }, 1, 11))).toEqual([600]);
    expect(await serviceCodes(wsfe.consult({ ...auth, cuit: "30000000007" }, 1, 11, 1))).toEqual([600]);
    const other = await wsfe
      .lastAuthorized({ ...auth, cuit: "30000000007" }, 1, 11)
      .catch((error: unknown) => error);
    expect((other as ArcaServiceError).errors[0]?.message).toBe(
      "ValidacionDeToken: No aparecio CUIT en lista de relaciones: 30000000007",
    );
    clock = 13 * 60 * 60 * 1000;
    expect(await serviceCodes(wsfe.requestCae(auth, vouchers.c(1)))).toEqual([600]);
    clock = 0;
    expect(kit().standIn.vouchers()).toEqual([]);
  });

  it("fails a call held past its timeout with ArcaUnavailableError, within timeoutMs", async () => {
    const { auth, standIn } = kit();
    const wsfe = createWsfeClient({ url: standIn.endpoints.wsfe, timeoutMs: 300 });
    standIn.failNext("FECAESolicitar", "timeout", { holdMs: 2_000 });
    const started = Date.now();
    await expect(wsfe.requestCae(auth, vouchers.c(1, { pointOfSale: 11 }))).rejects.toBeInstanceOf(
      ArcaUnavailableError,
    );
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_500);
    // Held, never processed: the number is still free.
    expect(await wsfe.lastAuthorized(auth, 11, 11)).toBe(0);
  });

  it("a voucher authorized whose answer was lost: ArcaUnavailableError, then reconciled by number", async () => {
    const { wsfe, auth, standIn } = kit();
    standIn.failNext("FECAESolicitar", "drop-after-authorize");
    const request = vouchers.b(1, { pointOfSale: 12 });
    await expect(wsfe.requestCae(auth, request)).rejects.toBeInstanceOf(ArcaUnavailableError);
    expect(await wsfe.lastAuthorized(auth, 12, 6)).toBe(1);
    const stored = standIn.vouchers().find((voucher) => voucher.pointOfSale === 12);
    expect(stored?.cae).toMatch(/^\d{14}$/);
    expect(await wsfe.consult(auth, 12, 6, 1)).toMatchObject({
      number: 1,
      total: request.total,
      result: "A",
      cae: stored?.cae,
      caeDueDate: stored?.caeDueDate,
    });
    // Sending it again is refused, the way ARCA refuses a number already used.
    expect((await wsfe.requestCae(auth, request)).errors.map((error) => error.code)).toEqual([10016]);
  });

  it("an HTTP 500 without a SOAP body is ArcaUnavailableError", async () => {
    const { wsfe, auth, standIn } = kit();
    standIn.failNext("FECompUltimoAutorizado", "http-500", { count: 2 });
    await expect(wsfe.lastAuthorized(auth, 1, 6)).rejects.toBeInstanceOf(ArcaUnavailableError);
    await expect(wsfe.lastAuthorized(auth, 1, 6)).rejects.toBeInstanceOf(ArcaUnavailableError);
    expect(await wsfe.lastAuthorized(auth, 1, 6)).toBeTypeOf("number");
    await expect(
      createWsfeClient({ url: "http://127.0.0.1:1/wsfev1/service.asmx" }).dummy(),
    ).rejects.toBeInstanceOf(ArcaUnavailableError);
  });

  it("a rejection is a result R with ARCA's error, and frees nothing", async () => {
    const { wsfe, auth, standIn } = kit();
    standIn.failNext("FECAESolicitar", "reject", { detail: { code: 10000, message: "NO AUTORIZADO" } });
    const result = await wsfe.requestCae(auth, vouchers.c(1, { pointOfSale: 13 }));
    expect(result).toEqual({
      result: "R",
      cae: null,
      caeDueDate: null,
      observations: [],
      errors: [{ code: 10000, message: "NO AUTORIZADO" }],
    });
    expect((await wsfe.requestCae(auth, vouchers.c(1, { pointOfSale: 13 }))).result).toBe("A");
    standIn.failNext("FECompUltimoAutorizado", "reject", { detail: { code: 501, message: "Error interno" } });
    expect(await serviceCodes(wsfe.lastAuthorized(auth, 13, 11))).toEqual([501]);
    expect(await wsfe.lastAuthorized(auth, 13, 11)).toBe(1);
  });

  it("an approval may come with an observation", async () => {
    const { wsfe, auth, standIn } = kit();
    const observation = {
      code: 10217,
      message: "El credito fiscal discriminado en el presente comprobante...",
    };
    standIn.observeNext(observation);
    const result = await wsfe.requestCae(auth, vouchers.a(1, { pointOfSale: 14 }));
    expect(result).toMatchObject({
      result: "A",
      cae: expect.stringMatching(/^\d{14}$/),
      observations: [observation],
    });
    expect((await wsfe.requestCae(auth, vouchers.a(2, { pointOfSale: 14 }))).observations).toEqual([]);
  });

  it("counts the calls, and ignores elements outside WSFEv1's namespace (Err 500)", async () => {
    const { auth, standIn } = kit();
    standIn.reset();
    const body = await soapCall({
      url: standIn.endpoints.wsfe,
      action: '"http://ar.gov.afip.dif.FEV1/FECompUltimoAutorizado"',
      envelope:
        '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
        `<FECompUltimoAutorizado><Auth><Token>${auth.token}</Token><Sign>${auth.sign}</Sign>` +
        `<Cuit>${ISSUER_CUIT}</Cuit></Auth><PtoVta>1</PtoVta><CbteTipo>6</CbteTipo></FECompUltimoAutorizado>` +
        "</soap:Body></soap:Envelope>",
    });
    const result = path(body, "FECompUltimoAutorizadoResponse", "FECompUltimoAutorizadoResult");
    expect(text(path(result, "Errors", "Err"), "Code")).toBe("500");
    expect(standIn.calls().map((call) => call.operation)).toEqual(["FECompUltimoAutorizado"]);
  });
});

describe("WSFEv1 with one point of sale enabled", () => {
  const kit = useStandIn({ enabledPointsOfSale: [1] });

  it("refuses another: 11002 on FECompUltimoAutorizado, R with 10005 on FECAESolicitar", async () => {
    const { wsfe, auth } = kit();
    expect(await serviceCodes(wsfe.lastAuthorized(auth, 2, 6))).toEqual([11002]);
    const result = await wsfe.requestCae(auth, vouchers.b(1, { pointOfSale: 2 }));
    expect(result.result).toBe("R");
    expect(result.errors.map((error) => error.code)).toEqual([10005]);
    expect(await wsfe.lastAuthorized(auth, 1, 6)).toBe(0);
  });
});
