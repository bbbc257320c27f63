import type pino from "pino";
import type { ArcaDeps } from "../../../integrations/arca/session.ts";
import type { ChangeBus } from "../../../realtime/change-bus.ts";
import { type InvoiceRow, invoiceById, otherSendingInSeries } from "./queries.ts";
import { startInvoiceWorker } from "./worker.ts";

export type Invoicing = {
  /** look at the queue now (a voucher was queued, or someone asked to retry) */
  wake: () => void;
  /**
   * Wakes the queue and waits until the voucher's first attempt is over (or `waitMs` passed): what the
   * cashier who pressed 'Facturar' sees. The voucher goes on in the queue either way; one queued behind a
   * voucher that waits for ARCA's answer is answered at once, as pending.
   */
  settle: (id: string, waitMs?: number) => Promise<InvoiceRow | undefined>;
  stop: () => Promise<void>;
};

const settled = (row: InvoiceRow, attempts: number) =>
  row.status === "authorized" ||
  row.status === "rejected" ||
  row.status === "void" ||
  row.status === "waiting-document" ||
  Number(row.attempts) > attempts;

export const startInvoicing = (
  ctx: ArcaDeps,
  bus: ChangeBus,
  logger: pino.Logger,
  options: { pollMs?: number } = {},
): Invoicing => {
  const worker = startInvoiceWorker({
    ctx,
    ...options,
    onAttempt: (invoice) => {
      void bus.publish(invoice.businessId, { entity: "invoices", id: invoice.id, op: "update" });
    },
    onError: (error) => logger.warn({ err: error }, "invoice queue unavailable"),
    onDelay: (invoice, error) =>
      logger.warn(
        { err: error, invoiceId: invoice.id, businessId: invoice.businessId },
        "invoice put off by ARCA",
      ),
  });
  const read = (id: string) => invoiceById(ctx.database.db, id);
  /** Another voucher of its series waits for ARCA's answer: this one goes after it, so nobody waits now. */
  const queuedBehind = async (row: InvoiceRow) =>
    row.status === "pending" && (await otherSendingInSeries(ctx.database.db, row));
  return {
    wake: worker.wake,
    settle: async (id, waitMs = ctx.config.arca.timeoutMs + 3_000) => {
      const first = await read(id);
      if (!first || (await queuedBehind(first))) return first;
      const attempts = Number(first.attempts);
      worker.wake();
      const until = Date.now() + waitMs;
      let row = first;
      while (!settled(row, attempts) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        row = (await read(id)) ?? row;
      }
      return row;
    },
    stop: worker.stop,
  };
};

declare module "../../../context.ts" {
  interface ModuleServices {
    /** The queue of invoices and credit notes on their way to ARCA (decision 055). */
    invoices: Invoicing;
  }
}
