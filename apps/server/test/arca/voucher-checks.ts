import type { ArcaMessage } from "../../src/integrations/arca/errors.ts";
import { arDate, daysBetween, type StandInConfig, type StoredVoucherRecord } from "./state.ts";
import type { VoucherRequest } from "./voucher-request.ts";
import { dateRangeObservation, message } from "./wsfe-messages.ts";

/**
 * How ARCA answers a refused voucher: header-level errors (`errors`, top-level Err) and excluding
 * validations of the detail (`rejections`, Obs with Resultado R); `notes` are Obs that still approve.
 */
export type Verdict = { errors: ArcaMessage[]; rejections: ArcaMessage[]; notes: ArcaMessage[] };

export const voucherClass = (voucherType: number) =>
  ({ 1: "A", 3: "A", 6: "B", 8: "B", 11: "C", 13: "C" })[voucherType] as "A" | "B" | "C" | undefined;
const CREDIT_NOTES = new Set([3, 8, 13]);
/** 10040: what each credit note may cite; an invoice may only cite remitos (88, 991). */
const ASSOCIABLE: Record<number, number[]> = {
  1: [88, 991],
  3: [1, 2, 3, 4, 5, 34, 39, 60, 63, 88, 991],
  6: [88, 991],
  8: [6, 7, 8, 9, 10, 35, 40, 61, 64, 88, 991],
  11: [],
  13: [11, 12, 13, 15],
};
/** 10243: CondicionIVAReceptorId by class (FEParamGetCondicionIvaReceptor). */
const RECEPTOR_CONDITIONS = {
  A: [1, 6, 13, 16],
  B: [4, 5, 7, 8, 9, 10, 15],
  C: [1, 4, 5, 6, 7, 8, 9, 10, 13, 15, 16],
};
const KNOWN_CONDITIONS = new Set(RECEPTOR_CONDITIONS.C);
/** AlicIva ids and their rates. */
const VAT_RATES: Record<number, number> = { 3: 0, 4: 0.105, 5: 0.21, 6: 0.27, 8: 0.05, 9: 0.025 };

/** The manual's tolerance: relative error ≤ 0.01 % or absolute ≤ `centavos`. */
const close = (actual: number, expected: number, centavos = 1) =>
  Math.abs(actual - expected) <= centavos + 1e-9 ||
  (expected !== 0 && Math.abs(actual - expected) / Math.abs(expected) <= 0.0001);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export type Series = { last: number; lastDate: string | null };

/** Everything WSFEv1 checks that the stand-in knows about, for one voucher of an issuer (`cuit`). */
export const checkVoucher = (
  request: VoucherRequest,
  cuit: string,
  series: Series,
  stored: StoredVoucherRecord[],
  config: StandInConfig,
): Verdict => {
  const errors: ArcaMessage[] = [];
  const rejections: ArcaMessage[] = [];
  const notes: ArcaMessage[] = [];
  const letter = voucherClass(request.voucherType);
  const { pointOfSale, voucherType } = request;

  if (request.declaredCount !== 1 || request.detailCount !== 1) errors.push(message(10002));
  if (pointOfSale < 1 || pointOfSale > 99998) errors.push(message(10004));
  else if (config.enabledPointsOfSale && !config.enabledPointsOfSale.has(pointOfSale))
    errors.push(message(10005));
  if (!letter) errors.push(message(10007));
  if (errors.length > 0 || !letter) return { errors, rejections, notes };

  const reject = (code: Parameters<typeof message>[0]) => rejections.push(message(code));
  if (![1, 2, 3].includes(request.concept)) reject(10030);
  else if (request.concept !== 1 && !request.hasServiceDates) reject(10049);
  if (request.from < 1 || request.from > 99999999) reject(10008);
  if (request.to !== request.from) reject(letter === "B" ? 10011 : 10012);

  const today = arDate(config.now());
  const date = request.date || today;
  const offset = daysBetween(today, date);
  const nextMonth = date.slice(0, 6) !== today.slice(0, 6) && offset > 0;
  if (request.from !== series.last + 1 || (series.lastDate !== null && date < series.lastDate))
    errors.push(message(10016));
  else if (Number.isNaN(offset) || Math.abs(offset) > 5 || nextMonth) rejections.push(dateRangeObservation);

  const identified = request.documentType !== 99;
  if (letter === "A" && request.documentType !== 80) reject(10013);
  if (!identified && request.documentNumber !== "0") reject(10015);
  else if (letter === "B" && !identified && request.total >= config.identificationThreshold) reject(10015);
  if (identified && request.documentNumber === cuit) reject(10069);

  if (request.imprecise) reject(10056);
  if (request.untaxed < 0 || (letter === "C" && request.untaxed !== 0)) reject(10043);
  if (request.exempt < 0 || (letter === "C" && request.exempt !== 0)) reject(10044);
  if (request.net < 0) reject(10045);
  if (request.taxes < 0) reject(10046);
  if (request.vatTotal < 0 || (letter === "C" && request.vatTotal !== 0)) reject(10047);
  if (request.total < 0) reject(10065);
  if (request.currency !== "PES") reject(10037);
  else if (!/^1(\.0*)?$/.test(request.exchangeRate)) reject(10039);

  const parts = request.untaxed + request.net + request.exempt + request.taxes + request.vatTotal;
  if (!close(request.total, letter === "C" ? request.net + request.taxes : parts)) reject(10048);
  if (request.taxes > 0 && !request.tributes?.length) reject(10024);
  if (request.tributes && !close(sum(request.tributes), request.taxes, request.tributes.length))
    reject(10029);

  const creditNote = CREDIT_NOTES.has(voucherType);
  if (letter === "C") {
    if (request.vat) reject(10071);
  } else if (!request.vat || request.vat.length === 0) {
    if (request.net > 0) reject(10070);
    else if (request.vatTotal > 0) reject(10018);
  } else {
    const lines = request.vat;
    if (lines.some((line) => VAT_RATES[line.id] === undefined)) reject(10019);
    if (new Set(lines.map((line) => line.id)).size !== lines.length) reject(10022);
    if (request.vatTotal === 0 && lines.some((line) => line.id !== 3)) reject(10018);
    if (!creditNote && lines.some((line) => line.base <= 0)) reject(10020);
    if (!close(sum(lines.map((line) => line.amount)), request.vatTotal, lines.length)) reject(10023);
    if (!creditNote) {
      if (!close(sum(lines.map((line) => line.base)), request.net, lines.length)) reject(10061);
      if (lines.some((line) => !close(line.amount, line.base * (VAT_RATES[line.id] ?? 0)))) reject(10051);
    }
  }

  const condition = request.receptorIvaConditionId;
  if (condition === null) reject(10246);
  else if (!KNOWN_CONDITIONS.has(condition)) reject(10242);
  else if (!RECEPTOR_CONDITIONS[letter].includes(condition)) reject(10243);

  if (creditNote && !request.associated?.length) reject(10197);
  for (const associated of request.associated ?? []) {
    if (!(ASSOCIABLE[voucherType] ?? []).includes(associated.voucherType)) reject(10040);
    else if (
      ![88, 991].includes(associated.voucherType) &&
      !stored.some(
        (voucher) =>
          voucher.cuit === (associated.cuit ?? cuit) &&
          voucher.pointOfSale === associated.pointOfSale &&
          voucher.voucherType === associated.voucherType &&
          voucher.number === associated.number,
      )
    )
      notes.push(message(10041));
  }
  return { errors, rejections, notes };
};
