import { uuidv7 } from "@comanda/domain";
import type { InvoiceStatus } from "@comanda/domain/invoices";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { ArcaDeps } from "./arca-session.ts";
import type { InvoiceRow } from "./invoice-rows.ts";
import { attemptInvoice } from "./send-invoice.ts";

/*
 * The invoice queue's worker (decision 055), shaped like the print queue's: claims are compare-and-sets, so
 * two servers on one database never work one voucher at once, and a series (business, environment, point of
 * sale, voucher type) is worked one voucher at a time — by the partial unique index on its 'sending' row,
 * which a second claim in the series breaks.
 */

export type InvoiceWorkerOptions = {
  ctx: ArcaDeps;
  now?: () => number;
  pollMs?: number;
  onAttempt?: (invoice: { id: string; businessId: string; status: InvoiceStatus }) => void;
  onError?: (error: unknown) => void;
  /** An attempt put off by ARCA (unreachable, a fault, an error answer): the technical reason, to log. */
  onDelay?: (invoice: { id: string; businessId: string }, error: unknown) => void;
};

export type InvoiceWorker = { wake: () => void; stop: () => Promise<void> };

const seriesKey = (row: InvoiceRow) =>
  `${row.business_id}|${row.environment}|${row.point_of_sale}|${row.voucher_type}`;

/** Vouchers due now: queued ones whose series is free, and numbered ones whose lease ran out. */
export const dueInvoices = (db: Db, now: number, limit: number): Promise<InvoiceRow[]> =>
  db
    .selectFrom("invoice as i")
    .selectAll("i")
    .where(({ or, and, eb, not, exists, selectFrom }) =>
      and([
        or([
          and([
            eb("i.status", "=", "pending"),
            eb("i.next_attempt_at", "<=", now),
            not(
              exists(
                selectFrom("invoice as s")
                  .select(sql.lit(1).as("one"))
                  .whereRef("s.business_id", "=", "i.business_id")
                  .whereRef("s.environment", "=", "i.environment")
                  .whereRef("s.point_of_sale", "=", "i.point_of_sale")
                  .whereRef("s.voucher_type", "=", "i.voucher_type")
                  .where("s.status", "=", "sending"),
              ),
            ),
          ]),
          and([eb("i.status", "=", "sending"), eb("i.lease_until", "<=", now)]),
        ]),
        // A credit note goes once its invoice has its CAE.
        or([
          eb("i.kind", "=", "invoice"),
          exists(
            selectFrom("invoice as r")
              .select(sql.lit(1).as("one"))
              .whereRef("r.id", "=", "i.related_invoice_id")
              .where("r.status", "=", "authorized"),
          ),
        ]),
      ]),
    )
    .orderBy("i.id")
    .limit(limit)
    .execute();

/** Takes a voucher for `leaseMs`; false when another worker (or another voucher of its series) has it. */
export const claimInvoice = async (db: Db, row: InvoiceRow, claim: string, now: number, leaseMs: number) => {
  try {
    const result = await db
      .updateTable("invoice")
      .set({ status: "sending", claim, lease_until: now + leaseMs, updated_at: now })
      .where("id", "=", row.id)
      .where(({ or, and, eb }) =>
        or([
          and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
          and([eb("status", "=", "sending"), eb("lease_until", "<=", now)]),
        ]),
      )
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  } catch (error) {
    if (isUniqueViolation(error, { name: "invoice_sending_unique", table: "invoice", column: "business_id" }))
      return false;
    throw error;
  }
};

export const startInvoiceWorker = ({
  ctx,
  now = Date.now,
  pollMs = 2_000,
  onAttempt = () => {},
  onError = () => {},
  onDelay = () => {},
}: InvoiceWorkerOptions): InvoiceWorker => {
  const { db } = ctx.database;
  // Every call of an attempt may wait for ARCA's timeout: login, last number, query, request.
  const leaseMs = ctx.config.arca.timeoutMs * 6;
  const busy = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let ticking: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  const start = (row: InvoiceRow, claim: string) => {
    const key = seriesKey(row);
    busy.add(key);
    const work = attemptInvoice(ctx, row, claim, now, (error) =>
      onDelay({ id: row.id, businessId: row.business_id }, error),
    )
      .then((status) => onAttempt({ id: row.id, businessId: row.business_id, status }))
      .catch(onError)
      .finally(() => {
        busy.delete(key);
        inFlight.delete(work);
        wake();
      });
    inFlight.add(work);
  };

  const tick = async () => {
    const at = now();
    for (const row of await dueInvoices(db, at, 100)) {
      if (stopped) return;
      if (busy.has(seriesKey(row))) continue;
      const claim = uuidv7();
      if (await claimInvoice(db, row, claim, at, leaseMs)) start(row, claim);
    }
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = stopped ? null : setTimeout(wake, pollMs);
  };

  function wake() {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    again = false;
    ticking = tick()
      .catch(onError)
      .finally(() => {
        ticking = null;
        if (again) wake();
        else schedule();
      });
  }

  wake();
  return {
    wake,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await ticking;
      await Promise.all(inFlight);
    },
  };
};
