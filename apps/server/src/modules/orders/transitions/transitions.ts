import {
  actionSources,
  canPerform,
  formatPesos,
  type Order,
  type OrderAction,
  orderStatusLabels,
  orderTypes,
  type PaymentValues,
  uuidv7,
} from "@comanda/domain";
import type { PinAuthorization } from "../../../access/admin-pin.ts";
import { recordAuthorization } from "../../../access/authorization-record.ts";
import type { Db } from "../../../db/database.ts";
import { AppError, permissionDenied } from "../../../errors.ts";
import { type AuditRow, orderTarget } from "../../audit/index.ts";
import { addToMethodTotal } from "../../shifts/index.ts";
import { afterOrderChange, recordOrderChange } from "../after-order-change.ts";
import { type PaymentDraft, settlePayments } from "../money/order-money.ts";
import { findMethodIsCash, readPayments, writePayments } from "../money/queries.ts";
import type { OrderDeps, OrderTaker } from "../order-deps.ts";
import type { OrderRow } from "../read/order-rows.ts";
import { withLines } from "../read/queries.ts";
import { orderMissing } from "../read/read-order.ts";
import { returnStock, type StockChanges } from "../stock/order-stock.ts";
import { addToShiftTotals, moveStatus, readMoveState } from "./queries.ts";

export type Actor = OrderTaker;

const shiftClosed = () => new AppError("aborted", "El turno de este pedido ya está cerrado.");

/**
 * Why the compare-and-set changed nothing, read after it: the order is not this business's (404), its
 * shift is closed (frozen), the role may never press this on it (KITCHEN cancelling a ready order: 403),
 * or it moved on meanwhile (409 with its current status: the board refetches and shows it).
 */
const refusalOf = async (db: Db, businessId: string, id: string, actor: Actor, action: OrderAction) => {
  const row = await readMoveState(db, businessId, id);
  if (!row) return orderMissing();
  // Decision 070: KITCHEN knows nothing of closed shifts, not even that the order is there.
  if (row.end_date !== null) return actor.role === "KITCHEN" ? orderMissing() : shiftClosed();
  if (actor.role === "KITCHEN" && canPerform("ADMIN", action, row.status, row.type))
    return permissionDenied(
      action !== "cancel"
        ? "La cocina no puede hacer esto con el pedido."
        : row.status === "on_the_way"
          ? "La cocina no puede cancelar un pedido que está en camino."
          : "La cocina no puede cancelar un pedido listo para entregar.",
    );
  if (action === "dispatch" && row.type !== "delivery")
    return new AppError("aborted", "Solo un pedido de delivery sale «En camino».");
  if (action === "serve" && row.type !== "table")
    return new AppError("aborted", "Solo el pedido de una mesa se lleva a la mesa.");
  return new AppError("aborted", `Este pedido ya está «${orderStatusLabels[row.status]}».`);
};

type Moved = { order: Order; shiftMoved: string | null; stock: StockChanges | null };

/**
 * Decision 026: how a completed order was paid. Parts given at completion replace what it had; with
 * none it keeps the parts it was created with, or, when those no longer add up to its total, is paid in
 * full by its method (as before split payments).
 */
const paymentsAtCompletion = async (
  trx: Db,
  businessId: string,
  row: OrderRow,
  given: readonly PaymentValues[] | undefined,
): Promise<PaymentDraft[]> => {
  const total = Number(row.total);
  if (!given) {
    const stored = await readPayments(trx, businessId, row.id);
    const parts = stored.map((part) => ({
      paymentMethodId: part.payment_method_id,
      name: part.name,
      isCash: Number(part.is_cash) === 1,
      amount: Number(part.amount),
      tendered: part.tendered === null ? null : Number(part.tendered),
    }));
    if (parts.length && parts.reduce((sum, part) => sum + part.amount, 0) === total) return parts;
  }
  const method = await findMethodIsCash(trx, businessId, row.payment_method_id);
  const main = {
    id: row.payment_method_id,
    name: row.payment_method_name,
    isCash: Number(method?.is_cash) === 1,
  };
  const parts = await settlePayments(trx, businessId, given, main, total);
  await writePayments(trx, businessId, row.id, parts);
  return parts;
};

export const moveInTransaction = async (
  trx: Db,
  businessId: string,
  id: string,
  actor: Actor,
  action: OrderAction,
  payments?: readonly PaymentValues[],
): Promise<Moved> => {
  // Decision 050: delivery and table orders have rules of their own: each type with the statuses it may start from.
  const byType = orderTypes
    .map((type) => ({ type, sources: actionSources(actor.role, action, type) }))
    .filter(({ sources }) => sources.length > 0);
  const now = Date.now();
  const row =
    byType.length === 0 ? undefined : await moveStatus(trx, { businessId, id, action, byType, now });
  if (!row) throw await refusalOf(trx, businessId, id, actor, action);
  let shiftMoved: string | null = null;
  if (action === "complete") {
    // docs/product.md#states: the shift's totals move with the order, in the same transaction.
    const shift = await addToShiftTotals(trx, row.shift_id, Number(row.total), now);
    if (!shift) throw shiftClosed();
    shiftMoved = shift.id;
    // Each part under its own method (decision 026): the count expects cash parts in the drawer, the rest not.
    for (const part of await paymentsAtCompletion(trx, businessId, row, payments))
      await addToMethodTotal(trx, {
        businessId,
        shiftId: row.shift_id,
        paymentMethodId: part.paymentMethodId,
        paymentMethodName: part.name,
        total: part.amount,
      });
  }
  const stock = action === "cancel" ? await returnStock(trx, businessId, id, actor, now) : null;
  const [order] = await withLines(trx, businessId, [row]);
  return { order: order as Order, shiftMoved, stock };
};

/**
 * docs/product.md#order-states buttons, compare-and-set on the current status (docs/product.md#rules): two presses
 * count once. `payments` only with 'complete' (decision 026: how it was paid).
 */
/** "Total $ 9.000,00", and for a charge how it was paid: "Efectivo $ 5.000,00 · Débito $ 4.000,00". */
const movedDetail = (order: Order) => {
  const total = `Total ${formatPesos(order.total)}`;
  if (order.status !== "completed") return total;
  return [total, ...order.payments.map((part) => `${part.name} ${formatPesos(part.amount)}`)].join(" · ");
};

export const moveOrder = async (
  deps: OrderDeps,
  businessId: string,
  id: string,
  actor: Actor,
  action: OrderAction,
  payments?: readonly PaymentValues[],
  /** The ADMIN whose PIN let this caller do it (decision 045): recorded in the same transaction. */
  authorization?: PinAuthorization | null,
): Promise<Order> => {
  const moved = await deps.database.db.transaction().execute(async (trx) => {
    const done = await moveInTransaction(trx, businessId, id, actor, action, payments);
    // The audit trail (decision 047): a cancel or a charge, with the PIN that let it through; and its
    // invoice, queued as it completes (when the business invoices by itself), credited or voided as it is
    // cancelled (decision 055).
    const audit: AuditRow[] =
      action === "cancel" || action === "complete"
        ? [
            {
              id: uuidv7(),
              action: action === "cancel" ? "cancelled" : "completed",
              orderId: id,
              target: orderTarget(done.order.turn),
              detail: movedDetail(done.order),
              authorizedByName: authorization?.authorizer.name ?? null,
            },
          ]
        : [];
    const invoice = action === "complete" || action === "cancel" ? action : undefined;
    const invoiced = await recordOrderChange(trx, businessId, { orderId: id, user: actor, audit, invoice });
    if (authorization)
      await recordAuthorization(trx, {
        businessId,
        action,
        targetKind: "order",
        targetId: id,
        requester: { id: actor.id, name: actor.name },
        authorization,
      });
    return { ...done, invoiced };
  });
  await afterOrderChange(deps, businessId, {
    orderId: id,
    op: "update",
    shiftId: moved.shiftMoved,
    stock: moved.stock,
    invoiced: moved.invoiced,
    comandas: action === "cancel" ? { cancelled: moved.order } : null,
  });
  return moved.order;
};
