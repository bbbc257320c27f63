import type { ChangeEvent, Order } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import type { AuditRow, AuditUser } from "../audit/index.ts";
import { recordAudit } from "../audit/index.ts";
import { creditOnCancel, queueOnComplete } from "../invoices/index.ts";
import type { OrderDeps } from "./order-deps.ts";
import type { StockChanges } from "./stock/order-stock.ts";
import { afterOrderCommitted } from "./turns/queries.ts";

/**
 * Decision 076: what a change to an order sets off besides its own rows, in one place for the create, the
 * edit, the transitions and the tabs. Two moments, as before: `recordOrderChange` inside the change's
 * transaction (its audit rows, its invoice), so they land with it or not at all; `afterOrderChange` once it
 * is committed (the turn counter's hint, the invoices' worker, the change events, the stations' comandas).
 * The stock moves with the change's own writes (stock/), since on PostgreSQL a new order's stock is taken by
 * the same statement that writes it (decision 042); only its change events are sent from here.
 */

/** What the change's transaction records besides the order: the audit rows, and an invoice to queue. */
export type OrderRecord = {
  orderId: string;
  user: AuditUser;
  audit: readonly AuditRow[];
  /** a charge queues its invoice (when the business invoices by itself); a cancel credits or voids it */
  invoice?: "complete" | "cancel";
  at?: number;
};

/** Inside the change's transaction; true when an invoice was queued, credited or voided. */
export const recordOrderChange = async (trx: Db, businessId: string, record: OrderRecord) => {
  // Decision 055: the invoice goes with the order, in the same commit.
  const invoiced =
    record.invoice === "complete"
      ? (await queueOnComplete(trx, businessId, record.orderId, Date.now())) !== null
      : record.invoice === "cancel"
        ? await creditOnCancel(trx, businessId, record.orderId, Date.now())
        : false;
  await recordAudit(trx, businessId, record.user, record.audit, record.at);
  return invoiced;
};

/** A committed change, as what follows it needs it. */
export type OrderChanged = {
  orderId: string;
  op: "insert" | "update";
  /** PostgreSQL: the shift's turn counter, raised after commit to a turn the change gave (decision 041) */
  turn?: { shiftId: string; turn: number } | null;
  /** the shift whose turn counter or totals moved */
  shiftId?: string | null;
  stock?: StockChanges | null;
  invoiced?: boolean;
  /** the stations' comandas: of a new order, or of what a change made to one */
  comandas?: { created: Order } | { before: Order; after: Order } | { cancelled: Order } | null;
};

/**
 * The stations print after the answer, off its path: a printer never holds an order up (decision 046).
 * Also when a change wrote nothing: the comandas compare the two versions themselves.
 */
export const queueComandas = (deps: OrderDeps, businessId: string, comandas: OrderChanged["comandas"]) => {
  if (!comandas || !deps.printing) return;
  const { comandas: printing } = deps.printing;
  const queued =
    "created" in comandas
      ? printing.created(businessId, comandas.created)
      : "cancelled" in comandas
        ? printing.cancelled(businessId, comandas.cancelled)
        : printing.edited(businessId, comandas.before, comandas.after);
  queued.catch((error: unknown) => deps.log?.warn({ err: error }, "comanda not queued"));
};

/** Once the change is committed. */
export const afterOrderChange = async (deps: OrderDeps, businessId: string, change: OrderChanged) => {
  const { db, dialect } = deps.database;
  if (change.turn) await afterOrderCommitted(db, dialect, change.turn.shiftId, change.turn.turn);
  const events: ChangeEvent[] = [{ entity: "orders", id: change.orderId, op: change.op }];
  if (change.invoiced) {
    deps.invoices?.wake();
    events.push({ entity: "invoices", id: change.orderId, op: "update" });
  }
  if (change.shiftId) events.push({ entity: "shifts", id: change.shiftId, op: "update" });
  for (const id of change.stock?.products ?? []) events.push({ entity: "products", id, op: "update" });
  for (const id of change.stock?.ingredients ?? []) events.push({ entity: "ingredients", id, op: "update" });
  // Together, so PostgreSQL's bus carries them in as few NOTIFY round trips as it can (notify-batcher.ts).
  await Promise.all(events.map((event) => deps.bus.publish(businessId, event)));
  queueComandas(deps, businessId, change.comandas);
};
