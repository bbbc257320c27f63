import { afterAll, beforeAll } from "vitest";
import { requestAccessTicket } from "../../src/integrations/arca/wsaa.ts";
import {
  type CaeRequest,
  createWsfeClient,
  type WsfeAuth,
  type WsfeClient,
} from "../../src/integrations/arca/wsfe.ts";
import { type ArcaStandIn, type ArcaStandInOptions, startArcaStandIn } from "./stand-in.ts";
import { arDate } from "./state.ts";
import { issueCertificate, makeTestCa, type TestCredentials } from "./test-ca.ts";

export const ISSUER_CUIT = "20111111112";
export const RECEPTOR_CUIT = "30000000007";

/** Today in Buenos Aires as CbteFch wants it, `days` away. */
export const arcaDate = (days = 0) => arDate(Date.now(), days);

export type StandInKit = {
  standIn: ArcaStandIn;
  ca: TestCredentials;
  business: TestCredentials;
  /** A ticket for ISSUER_CUIT, got once through the client. */
  auth: WsfeAuth;
  wsfe: WsfeClient;
};

/**
 * A stand-in for the file (started before its tests, closed after), a CA, a business certificate for
 * ISSUER_CUIT, and, unless `login: false`, a ticket and a WSFEv1 client. Read the kit inside tests.
 */
export const useStandIn = (options: Partial<ArcaStandInOptions> & { login?: boolean } = {}) => {
  let kit: StandInKit | undefined;
  beforeAll(async () => {
    const ca = makeTestCa();
    const business = issueCertificate(ca, { cuit: ISSUER_CUIT, name: "La Esquina SRL" });
    const standIn = await startArcaStandIn({ ...options, caCertificatePem: ca.certificatePem });
    const wsfe = createWsfeClient({ url: standIn.endpoints.wsfe, timeoutMs: 5_000 });
    let auth: WsfeAuth = { token: "", sign: "", cuit: ISSUER_CUIT };
    if (options.login !== false) {
      const ticket = await requestAccessTicket({ url: standIn.endpoints.wsaa, ...business });
      auth = { token: ticket.token, sign: ticket.sign, cuit: ISSUER_CUIT };
    }
    kit = { standIn, ca, business, auth, wsfe };
  });
  afterAll(() => kit?.standIn.close());
  return () => {
    if (!kit) throw new Error("the stand-in kit is read inside a test");
    return kit;
  };
};

/** Vouchers that add up, by letter; `number` and the rest overridable. Amounts in centavos. */
export const vouchers = {
  /** Monotributo to a consumer: no IVA at all. */
  c: (number: number, overrides: Partial<CaeRequest> = {}): CaeRequest => ({
    pointOfSale: 1,
    voucherType: 11,
    concept: 1,
    documentType: 99,
    documentNumber: "0",
    number,
    date: arcaDate(),
    total: 150_000,
    net: 150_000,
    untaxed: 0,
    exempt: 0,
    taxes: 0,
    vatTotal: 0,
    vat: [],
    receptorIvaConditionId: 5,
    ...overrides,
  }),
  /** $12.100,50 to a consumer at 21 %: neto 10000.41 + IVA 2100.09 (research §3's example). */
  b: (number: number, overrides: Partial<CaeRequest> = {}): CaeRequest => ({
    pointOfSale: 1,
    voucherType: 6,
    concept: 1,
    documentType: 99,
    documentNumber: "0",
    number,
    date: arcaDate(),
    total: 1_210_050,
    net: 1_000_041,
    untaxed: 0,
    exempt: 0,
    taxes: 0,
    vatTotal: 210_009,
    vat: [{ id: 5, base: 1_000_041, amount: 210_009 }],
    receptorIvaConditionId: 5,
    ...overrides,
  }),
  /** To a Responsable Inscripto, two rates: 100 at 21 % and 50 at 10.5 %. */
  a: (number: number, overrides: Partial<CaeRequest> = {}): CaeRequest => ({
    pointOfSale: 1,
    voucherType: 1,
    concept: 1,
    documentType: 80,
    documentNumber: RECEPTOR_CUIT,
    number,
    date: arcaDate(),
    total: 17_625,
    net: 15_000,
    untaxed: 0,
    exempt: 0,
    taxes: 0,
    vatTotal: 2_625,
    vat: [
      { id: 5, base: 10_000, amount: 2_100 },
      { id: 4, base: 5_000, amount: 525 },
    ],
    receptorIvaConditionId: 1,
    ...overrides,
  }),
};
