import type { InvoiceStatus } from "@comanda/domain/invoices";
import type { ArcaDeps } from "../../../integrations/arca/session.ts";
import { startLeaseWorker } from "../../../jobs/lease-worker.ts";
import { claimInvoice, dueInvoices, type InvoiceRow } from "./queries.ts";
import { attemptInvoice } from "./send-invoice.ts";

/*
 * The invoice queue's worker (decision 055), on the lease worker the print queue also runs on (decision
 * 077): claims are compare-and-sets, so two servers on one database never work one voucher at once, and a
 * series (business, environment, point of sale, voucher type) is worked one voucher at a time — by the
 * partial unique index on its 'sending' row, which a second claim in the series breaks.
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

export const startInvoiceWorker = ({
  ctx,
  now = Date.now,
  pollMs = 2_000,
  onAttempt = () => {},
  onError = () => {},
  onDelay = () => {},
}: InvoiceWorkerOptions): InvoiceWorker => {
  const { db } = ctx.database;
  return startLeaseWorker<InvoiceRow>(
    {
      due: (at, limit) => dueInvoices(db, at, limit),
      claim: (row, token, at, leaseMs) => claimInvoice(db, row, token, at, leaseMs),
      lane: (row) => `${row.business_id}|${row.environment}|${row.point_of_sale}|${row.voucher_type}`,
      run: async (row, claim) => {
        const status = await attemptInvoice(ctx, row, claim, now, (error) =>
          onDelay({ id: row.id, businessId: row.business_id }, error),
        );
        onAttempt({ id: row.id, businessId: row.business_id, status });
      },
    },
    // Every call of an attempt may wait for ARCA's timeout: login, last number, query, request.
    { now, pollMs, leaseMs: ctx.config.arca.timeoutMs * 6, onError },
  );
};
