import { afterAll, beforeAll, expect } from "vitest";
import type { Config } from "../src/config.ts";
import { type ArcaStandIn, startArcaStandIn } from "./arca/stand-in.ts";
import { issueCertificate, makeTestCa, type TestCredentials } from "./arca/test-ca.ts";
import type { Engine } from "./database-kit.ts";
import { type SellingBusiness, sellingBusiness } from "./orders-kit.ts";
import { type TestServer, useTestServer } from "./server-kit.ts";

/** The CUIT of every test business: the stand-in's ticket names the certificate's. */
export const ISSUER_CUIT = "20111111112";
export const RECEPTOR_CUIT = "30000000007";

export type ArcaWorld = { standIn: ArcaStandIn; ca: TestCredentials; business: TestCredentials };

/**
 * A stand-in of WSAA and WSFEv1 with a test CA, and the server's configuration pointing at it. Call in a
 * beforeAll registered before `useTestServer(engine, overrides)`: the overrides object is read when the
 * server starts, so filling it here is in time. ARCA's time-out is long, as a busy test machine can be slow
 * to answer: a test that wants ARCA silent has the stand-in drop the connection (its "timeout" fault with a
 * short hold), which the client meets as it meets a time-out.
 */
export const startArcaWorld = async (overrides: Partial<Config>, timeoutMs = 15_000): Promise<ArcaWorld> => {
  const ca = makeTestCa();
  const business = issueCertificate(ca, { cuit: ISSUER_CUIT, name: "La Esquina SRL" });
  const standIn = await startArcaStandIn({
    caCertificatePem: ca.certificatePem,
    caPrivateKeyPem: ca.privateKeyPem,
  });
  overrides.arca = { wsaaUrl: standIn.endpoints.wsaa, wsfeUrl: standIn.endpoints.wsfe, timeoutMs };
  return { standIn, ca, business };
};

// Each business invoices on a point of sale of its own: the stand-in numbers per CUIT, point and type,
// and every test business has the same CUIT.
let nextPointOfSale = Math.floor(Math.random() * 50_000) + 1;

/**
 * A describe block's server whose ARCA is the stand-in: the stand-in starts first and fills the overrides the
 * server starts with; `world()` reads it inside hooks and tests.
 */
export const useArcaServer = (engine: Engine) => {
  const overrides: Partial<Config> = {};
  let world: ArcaWorld | undefined;
  beforeAll(async () => {
    world = await startArcaWorld(overrides);
  });
  const server = useTestServer(engine, overrides);
  afterAll(() => world?.standIn.close());
  return {
    server,
    /** the config the server started with, for a second server on the same stand-in */
    overrides,
    world: () => {
      if (!world) throw new Error("the ARCA stand-in has not started: call world() inside a hook or a test");
      return world;
    },
  };
};

export type FiscalOptions = {
  ivaCondition?: "monotributo" | "responsable-inscripto";
  autoInvoice?: boolean;
  /** pesos */
  threshold?: number;
};

/** A selling business with its fiscal settings saved, and no certificate yet. */
export const fiscalBusiness = async (
  server: TestServer,
  options: FiscalOptions = {},
): Promise<SellingBusiness & { pointOfSale: number }> => {
  const shop = await sellingBusiness(server);
  const pointOfSale = nextPointOfSale++;
  const saved = await shop.call("PUT", "/fiscal-settings", {
    cuit: ISSUER_CUIT,
    legal_name: "La Esquina SRL",
    iva_condition: options.ivaCondition ?? "responsable-inscripto",
    gross_income: "Exento",
    activity_start: "2019-07-01",
    point_of_sale: pointOfSale,
    environment: "homologacion",
    auto_invoice: options.autoInvoice ?? false,
    ...(options.threshold === undefined ? {} : { identification_threshold: options.threshold }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...shop, pointOfSale };
};

/** A selling business with its fiscal settings and ARCA certificate saved. */
export const invoicingBusiness = async (
  server: TestServer,
  world: ArcaWorld,
  options: FiscalOptions = {},
): Promise<SellingBusiness & { pointOfSale: number }> => {
  const shop = await fiscalBusiness(server, options);
  const credentials = await shop.call("PUT", "/fiscal-settings/credentials", {
    certificate: world.business.certificatePem,
    private_key: world.business.privateKeyPem,
  });
  expect(credentials.statusCode, credentials.body).toBe(200);
  return shop;
};

/** The stand-in's vouchers of one business's point of sale. */
export const vouchersOf = (world: ArcaWorld, pointOfSale: number) =>
  world.standIn.vouchers().filter((voucher) => voucher.pointOfSale === pointOfSale);

/** Waits until `check` holds (the queue works in the background); fails with what it last saw. */
export const eventually = async <T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 20_000) => {
  const until = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  expect(check(value), JSON.stringify(value)).toBe(true);
  return value;
};
