import type { ArcaMessage } from "../../src/integrations/arca/errors.ts";

export type FaultMode = "timeout" | "drop-after-authorize" | "http-500" | "reject";
export type Operation =
  | "LoginCms"
  | "FEDummy"
  | "FECompUltimoAutorizado"
  | "FECAESolicitar"
  | "FECompConsultar";
export const operations: readonly Operation[] = [
  "LoginCms",
  "FEDummy",
  "FECompUltimoAutorizado",
  "FECAESolicitar",
  "FECompConsultar",
];

/** An authorized voucher with everything it was sent; amounts in centavos. */
export type StoredVoucherRecord = {
  cuit: string;
  pointOfSale: number;
  voucherType: number;
  number: number;
  concept: number;
  documentType: number;
  documentNumber: string;
  /** CbteFch YYYYMMDD. */
  date: string;
  total: number;
  untaxed: number;
  net: number;
  exempt: number;
  taxes: number;
  vatTotal: number;
  vat: { id: number; base: number; amount: number }[];
  receptorIvaConditionId: number | null;
  associated: { voucherType: number; pointOfSale: number; number: number; cuit?: string; date?: string }[];
  currency: string;
  exchangeRate: string;
  cae: string;
  /** YYYYMMDD. */
  caeDueDate: string;
  /** yyyymmddhhmmss, Buenos Aires. */
  processedAt: string;
  observations: ArcaMessage[];
};

export type Ticket = { token: string; sign: string; cuit: string; generatedAt: number; expiresAt: number };

export type Fault = {
  operation: string;
  mode: FaultMode;
  remaining: number;
  holdMs: number;
  detail?: ArcaMessage;
};

export type StandInConfig = {
  caCertificatePem: string;
  now: () => number;
  /** null: every point of sale 1..99998. */
  enabledPointsOfSale: ReadonlySet<number> | null;
  /** Factura B at or above this total (centavos) must identify the buyer (10015). */
  identificationThreshold: number;
};

/** Everything the stand-in remembers, in memory. */
export type StandInState = {
  /** Tickets WSAA handed out, by token. */
  tickets: Map<string, Ticket>;
  /** When the live ticket of a certificate (SHA-256 fingerprint) and service expires: WSAA gives one at a time. */
  liveLogins: Map<string, number>;
  vouchers: StoredVoucherRecord[];
  observations: ArcaMessage[];
  faults: Fault[];
  calls: { operation: string; at: number }[];
};

export const emptyState = (): StandInState => ({
  tickets: new Map(),
  liveLogins: new Map(),
  vouchers: [],
  observations: [],
  faults: [],
  calls: [],
});

/** Takes the next fault queued for `operation`, if any. */
export const takeFault = (state: StandInState, operation: string): Fault | undefined => {
  const fault = state.faults.find((queued) => queued.operation === operation);
  if (!fault) return undefined;
  fault.remaining -= 1;
  if (fault.remaining <= 0) state.faults.splice(state.faults.indexOf(fault), 1);
  return fault;
};

const DAY = 24 * 60 * 60 * 1000;
const BUENOS_AIRES_OFFSET = -3 * 60 * 60 * 1000;

/** Buenos Aires wall time of `ms` as "2026-11-26T12:41:39.396". */
const wallTime = (ms: number) => new Date(ms + BUENOS_AIRES_OFFSET).toISOString().slice(0, 23);

/** "20261126" in Buenos Aires, `days` after `ms`. */
export const arDate = (ms: number, days = 0) =>
  wallTime(ms + days * DAY)
    .slice(0, 10)
    .replace(/-/g, "");
/** "20261126124139", as FchProceso. */
export const arStamp = (ms: number) => wallTime(ms).slice(0, 19).replace(/[-T:]/g, "");
/** "2026-11-26T12:41:39.396-03:00", as WSAA writes its times. */
export const arIso = (ms: number) => `${wallTime(ms)}-03:00`;

/** Midnight UTC of a YYYYMMDD date; NaN when it is no calendar date (20260231). */
const dateMs = (date: string) => {
  if (!/^\d{8}$/.test(date)) return Number.NaN;
  const ms = Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6, 8));
  return new Date(ms).toISOString().slice(0, 10).replace(/-/g, "") === date ? ms : Number.NaN;
};

/** Days from YYYYMMDD `a` to YYYYMMDD `b`; NaN when either is not a date. */
export const daysBetween = (a: string, b: string) => Math.round((dateMs(b) - dateMs(a)) / DAY);
