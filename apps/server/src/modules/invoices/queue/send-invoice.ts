import { businessDayCode } from "@comanda/domain";
import { documentTypes, type VatPart, vatRates, voucherTypes } from "@comanda/domain/fiscal";
import { arcaDate, type InvoiceStatus, receptorConditionIds } from "@comanda/domain/invoices";
import type { Db } from "../../../db/database.ts";
import { isUniqueViolation } from "../../../db/unique-violation.ts";
import { ArcaFaultError, ArcaServiceError, ArcaUnavailableError } from "../../../integrations/arca/errors.ts";
import {
  type ArcaDeps,
  type ArcaSession,
  InvoicingError,
  openArcaSession,
} from "../../../integrations/arca/session.ts";
import type { CaeRequest, CaeResult, StoredVoucher, WsfeAuth } from "../../../integrations/arca/wsfe.ts";
import { exponentialBackoff } from "../../../jobs/lease-worker.ts";
import {
  creditedVoucher,
  finishInvoiceAttempt,
  type InvoiceRow,
  type InvoiceUpdate,
  numberOf,
  voidPendingCreditNotes,
} from "./queries.ts";

/*
 * One attempt at a voucher, by the worker that claimed it (decision 055). The rule that keeps numbers from
 * skipping or repeating and a voucher from being authorized twice: a number is written (committed) before
 * the voucher is sent, and a voucher that has a number is never sent again before ARCA is asked whether it
 * already has it (FECompUltimoAutorizado, then FECompConsultar). Only one voucher per series is 'sending'
 * at a time (a partial unique index), so the next number is taken only once the last one is settled.
 */

/** 5 s after the first failure, doubling up to 15 minutes; a queued voucher is never given up. */
export const invoiceRetryDelay = exponentialBackoff(5_000, 15 * 60_000);

/** ARCA's "not the next number or date": the voucher may already be there (a lost answer). */
const NOT_NEXT = 10016;

type Attempt = { row: InvoiceRow; claim: string; now: () => number };

const messagesOf = (result: Pick<CaeResult, "errors" | "observations">) =>
  [...result.errors, ...result.observations].map((item) => `${item.code}: ${item.message}`);

const finish = (db: Db, { row, claim }: Attempt, values: InvoiceUpdate) =>
  finishInvoiceAttempt(db, row.id, claim, values);

const authorize = (db: Db, attempt: Attempt, cae: string, dueDate: string | null, observations: string[]) =>
  finish(db, attempt, {
    status: "authorized",
    cae,
    cae_due_date: dueDate,
    observations: JSON.stringify(observations),
    authorized_at: attempt.now(),
    updated_at: attempt.now(),
    claim: null,
    lease_until: null,
    last_error: null,
  });

/**
 * Not this time: a voucher with a number stays 'sending' (it holds its series until ARCA says what became of
 * it) and is taken again when its lease runs out; one without goes back to the queue.
 */
const later = (db: Db, attempt: Attempt, numbered: boolean, message: string) => {
  const attempts = Number(attempt.row.attempts) + 1;
  const at = attempt.now() + invoiceRetryDelay(attempts);
  return finish(db, attempt, {
    attempts,
    last_error: message,
    updated_at: attempt.now(),
    // The attempt is over: without a claim, 'Reintentar' may bring the next one forward.
    ...(numbered
      ? { lease_until: at, claim: null }
      : {
          status: "pending",
          number: null,
          voucher_date: null,
          next_attempt_at: at,
          lease_until: null,
          claim: null,
        }),
  });
};

const reject = async (db: Db, attempt: Attempt, messages: string[]) => {
  await finish(db, attempt, {
    status: "rejected",
    number: null,
    voucher_date: null,
    observations: JSON.stringify(messages),
    last_error: messages.join(" · ") || "ARCA rechazó el comprobante.",
    updated_at: attempt.now(),
    claim: null,
    lease_until: null,
  });
  // Its credit note has nothing to credit now.
  if (attempt.row.kind === "invoice") await voidPendingCreditNotes(db, attempt.row.id, attempt.now());
};

/** Whether what ARCA keeps under the number is this voucher (and not another system's on the same series). */
const isThisVoucher = (row: InvoiceRow, stored: StoredVoucher) =>
  stored.result === "A" &&
  stored.cae !== null &&
  stored.total === Number(row.total) &&
  stored.documentType === documentTypes[row.document_type] &&
  stored.documentNumber === row.document_number;

const caeRequest = async (db: Db, session: ArcaSession, row: InvoiceRow, number: number, date: string) => {
  const vat = JSON.parse(row.vat) as VatPart[];
  const isC = row.voucher_type.endsWith("-c");
  const request: CaeRequest = {
    pointOfSale: Number(row.point_of_sale),
    voucherType: voucherTypes[row.voucher_type],
    concept: 1,
    documentType: documentTypes[row.document_type],
    documentNumber: row.document_number,
    number,
    date,
    total: Number(row.total),
    net: Number(row.net),
    untaxed: 0,
    exempt: 0,
    taxes: 0,
    vatTotal: isC ? 0 : vat.reduce((sum, part) => sum + part.amount, 0),
    vat: isC ? [] : vat.map((part) => ({ id: vatRates[part.rate], base: part.base, amount: part.amount })),
    receptorIvaConditionId: receptorConditionIds[row.receptor_condition],
  };
  if (row.related_invoice_id) {
    const invoice = await creditedVoucher(db, row.related_invoice_id);
    request.associated = {
      voucherType: voucherTypes[invoice.voucher_type],
      pointOfSale: Number(invoice.point_of_sale),
      number: Number(invoice.number),
      cuit: session.cuit,
      ...(invoice.voucher_date ? { date: invoice.voucher_date } : {}),
    };
  }
  return request;
};

/**
 * What became of a numbered voucher whose answer was not seen: 'authorized' (adopted from ARCA), 'resend'
 * (ARCA never got it, and its number is still the next), or 'renumber' (the number went to another voucher,
 * or is no longer the next).
 */
const reconcile = async (
  db: Db,
  session: ArcaSession,
  auth: WsfeAuth,
  attempt: Attempt,
): Promise<"authorized" | "resend" | "renumber"> => {
  const { row } = attempt;
  const number = Number(row.number);
  const type = voucherTypes[row.voucher_type];
  const last = await session.wsfe.lastAuthorized(auth, Number(row.point_of_sale), type);
  if (last >= number) {
    const stored = await session.wsfe.consult(auth, Number(row.point_of_sale), type, number);
    if (stored && isThisVoucher(row, stored) && stored.cae) {
      await authorize(db, attempt, stored.cae, stored.caeDueDate, []);
      return "authorized";
    }
    return "renumber";
  }
  return last === number - 1 ? "resend" : "renumber";
};

const send = async (db: Db, session: ArcaSession, attempt: Attempt): Promise<InvoiceStatus> => {
  const { row } = attempt;
  const auth = await session.auth();
  let number = row.number === null ? null : Number(row.number);
  if (number !== null) {
    const found = await reconcile(db, session, auth, attempt);
    if (found === "authorized") return "authorized";
    if (found === "renumber") number = null;
  }
  const type = voucherTypes[row.voucher_type];
  const pointOfSale = Number(row.point_of_sale);
  if (number === null) number = (await session.wsfe.lastAuthorized(auth, pointOfSale, type)) + 1;
  const date = arcaDate(businessDayCode(attempt.now()));
  try {
    // Committed before the voucher leaves: whatever happens next, the row says which number it went with.
    await finish(db, attempt, { number, voucher_date: date, updated_at: attempt.now() });
  } catch (error) {
    if (isUniqueViolation(error, { name: "invoice_number_unique", table: "invoice", column: "number" }))
      throw new InvoicingError(
        `ARCA dice que el próximo número es ${number}, pero Comanda ya tiene un comprobante con ese número: revisá que el punto de venta no lo use otro sistema.`,
      );
    throw error;
  }
  const numbered: Attempt = { ...attempt, row: { ...row, number, voucher_date: date } };
  const result = await session.wsfe.requestCae(auth, await caeRequest(db, session, row, number, date));
  if (result.result === "A" && result.cae) {
    await authorize(
      db,
      numbered,
      result.cae,
      result.caeDueDate,
      messagesOf({ errors: [], observations: result.observations }),
    );
    return "authorized";
  }
  const codes = [...result.errors, ...result.observations].map((item) => item.code);
  if (codes.includes(NOT_NEXT)) {
    const found = await reconcile(db, session, auth, numbered);
    if (found === "authorized") return "authorized";
    await later(db, numbered, false, "El número no era el próximo para ARCA: se vuelve a numerar.");
    return "pending";
  }
  await reject(db, numbered, messagesOf(result));
  return "rejected";
};

/** One attempt at a claimed voucher; what it ended as. Database errors are the caller's (the lease retries). */
export const attemptInvoice = async (
  ctx: ArcaDeps,
  row: InvoiceRow,
  claim: string,
  now: () => number = Date.now,
  /** Told the technical reason an attempt was put off (a time-out, a reset, ARCA's fault), for the log. */
  onDelay: (error: unknown) => void = () => {},
): Promise<InvoiceStatus> => {
  const { db } = ctx.database;
  const attempt: Attempt = { row, claim, now };
  let session: ArcaSession | null;
  try {
    session = await openArcaSession(ctx, row.business_id, now);
  } catch (error) {
    if (!(error instanceof InvoicingError)) throw error;
    await later(db, attempt, row.number !== null, error.message);
    return row.number === null ? "pending" : "sending";
  }
  if (!session) {
    await later(db, attempt, row.number !== null, "Faltan los datos fiscales o el certificado de ARCA.");
    return row.number === null ? "pending" : "sending";
  }
  try {
    return await send(db, session, attempt);
  } catch (error) {
    const message = failureMessage(error);
    if (message === null) throw error;
    // The voucher says it in words a cashier reads; the log keeps what happened on the wire.
    onDelay(error);
    // The number may have been written by this attempt: read it back rather than trust the claimed row.
    const current = await numberOf(db, row.id);
    const numbered = current !== null && current !== undefined;
    await later(db, { ...attempt, row: { ...row, number: current ?? null } }, numbered, message);
    return numbered ? "sending" : "pending";
  }
};

const failureMessage = (error: unknown): string | null => {
  // The technical reason (a time-out, a reset) says nothing to a cashier; ARCA's own messages are Spanish.
  if (error instanceof ArcaUnavailableError)
    return "ARCA no respondió a tiempo o cortó la conexión. Se reintenta solo.";
  if (error instanceof ArcaFaultError) return `ARCA rechazó el acceso: ${error.message}`;
  if (error instanceof ArcaServiceError)
    return `ARCA respondió con un error: ${error.errors.map((item) => `${item.code}: ${item.message}`).join(" · ")}`;
  if (error instanceof InvoicingError) return error.message;
  return null;
};
