import {
  actionSources,
  actionTarget,
  type ChangeEvent,
  canPerform,
  formatPesos,
  type Order,
  type OrderAction,
  orderStatusLabels,
  orderTypes,
  type PaymentValues,
  type Role,
  uuidv7,
} from "@comanda/domain";
import { sql } from "kysely";
import type { PinAuthorization } from "../../../access/admin-pin.ts";
import { recordAuthorization } from "../../../access/authorization-record.ts";
import type { Db } from "../../../db/database.ts";
import { AppError, permissionDenied } from "../../../errors.ts";
import { orderTarget, recordAudit } from "../../audit/record.ts";
import { creditOnCancel, queueOnComplete } from "../../invoices/queue-invoice.ts";
import { addToMethodTotal } from "../../shifts/method-totals.ts";
import type { OrderDeps, OrderUser } from "../create/create-order.ts";
import { type PaymentDraft, settlePayments, writePayments } from "../money/order-money.ts";
import { orderMissing } from "../read/read-order.ts";
import { type OrderRow, orderColumns, withLines } from "../read/order-rows.ts";
import { returnStock, type StockChanges } from "../stock/order-stock.ts";

export type Actor = OrderUser & { role: Role };

const shiftClosed = () => new AppError("aborted", "El turno de este pedido ya está cerrado.");

/**
 * Why the compare-and-set changed nothing, read after it: the order is not this business's (404), its
 * shift is closed (frozen), the role may never press this on it (KITCHEN cancelling a ready order: 403),
 * or it moved on meanwhile (409 with its current status: the board refetches and shows it).
 */
const refusalOf = async (db: Db, businessId: string, id: string, actor: Actor, action: OrderAction) => {
  const row = await db
    .selectFrom("order as o")
    .innerJoin("shift as s", "s.id", "o.shift_id")
    .select(["o.status", "o.type", "s.end_date"])
    .where("o.business_id", "=", businessId)
    .where("o.id", "=", id)
    .executeTakeFirst();
  if (!row) return orderMissing();
  // Issue 33 point 5: KITCHEN knows nothing of closed shifts, not even that the order is there.
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
 * Issue 16 point 4: how a completed order was paid. Parts given at completion replace what it had; with
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
    const stored = await trx
      .selectFrom("order_payment")
      .select(["payment_method_id", "name", "is_cash", "amount", "tendered"])
      .where("business_id", "=", businessId)
      .where("order_id", "=", row.id)
      .orderBy("position")
      .execute();
    const parts = stored.map((part) => ({
      paymentMethodId: part.payment_method_id,
      name: part.name,
      isCash: Number(part.is_cash) === 1,
      amount: Number(part.amount),
      tendered: part.tendered === null ? null : Number(part.tendered),
    }));
    if (parts.length && parts.reduce((sum, part) => sum + part.amount, 0) === total) return parts;
  }
  const method = await trx
    .selectFrom("payment_method")
    .select("is_cash")
    .where("business_id", "=", businessId)
    .where("id", "=", row.payment_method_id)
    .executeTakeFirst();
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
  // Issue 19: delivery and table orders have rules of their own: each type with the statuses it may start from.
  const byType = orderTypes
    .map((type) => ({ type, sources: actionSources(actor.role, action, type) }))
    .filter(({ sources }) => sources.length > 0);
  const now = Date.now();
  // Compare-and-set: only from a status this role may start the action from, only while the shift is open.
  const row =
    byType.length === 0
      ? undefined
      : await trx
          .updateTable("order")
          .set({
            status: actionTarget(action),
            updated_at: now,
            status_changed_at: now,
            // An edit sent from what the order was before this transition is refused (issue 16).
            version: sql<number>`version + 1`,
          })
          .where("business_id", "=", businessId)
          .where("id", "=", id)
          .where(({ and, or, eb }) =>
            or(byType.map(({ type, sources }) => and([eb("type", "=", type), eb("status", "in", sources)]))),
          )
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom("shift")
                .select(sql.lit(1).as("open"))
                .whereRef("shift.id", "=", "order.shift_id")
                .where("shift.end_date", "is", null),
            ),
          )
          .returning(orderColumns)
          .executeTakeFirst();
  if (!row) throw await refusalOf(trx, businessId, id, actor, action);
  let shiftMoved: string | null = null;
  if (action === "complete") {
    // docs/product.md#states: the shift's totals move with the order, in the same transaction.
    const shift = await trx
      .updateTable("shift")
      .set({
        total_orders: sql<number>`total_orders + 1`,
        total_amount: sql<number>`total_amount + ${Number(row.total)}`,
        updated_at: now,
      })
      .where("id", "=", row.shift_id)
      .where("end_date", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!shift) throw shiftClosed();
    shiftMoved = shift.id;
    // Each part under its own method (issue 16): the count expects cash parts in the drawer, the rest not.
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
 * count once. `payments` only with 'complete' (issue 16: how it was paid).
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
  /** The ADMIN whose PIN let this caller do it (issue 18): recorded in the same transaction. */
  authorization?: PinAuthorization | null,
): Promise<Order> => {
  const moved = await deps.database.db.transaction().execute(async (trx) => {
    const done = await moveInTransaction(trx, businessId, id, actor, action, payments);
    // Issue 20: the invoice goes with the order, in the same commit: queued as it completes (when the
    // business invoices by itself), credited or voided as it is cancelled.
    const invoiced =
      action === "complete"
        ? (await queueOnComplete(trx, businessId, id, Date.now())) !== null
        : action === "cancel"
          ? await creditOnCancel(trx, businessId, id, Date.now())
          : false;
    // The audit trail (issue 18): a cancel or a charge, with the PIN that let it through.
    if (action === "cancel" || action === "complete")
      await recordAudit(trx, businessId, actor, [
        {
          id: uuidv7(),
          action: action === "cancel" ? "cancelled" : "completed",
          orderId: id,
          target: orderTarget(done.order.turn),
          detail: movedDetail(done.order),
          authorizedByName: authorization?.authorizer.name ?? null,
        },
      ]);
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
  const events: ChangeEvent[] = [{ entity: "orders", id, op: "update" }];
  if (moved.invoiced) {
    deps.invoices?.wake();
    events.push({ entity: "invoices", id, op: "update" });
  }
  if (moved.shiftMoved) events.push({ entity: "shifts", id: moved.shiftMoved, op: "update" });
  for (const product of moved.stock?.products ?? [])
    events.push({ entity: "products", id: product, op: "update" });
  for (const ingredient of moved.stock?.ingredients ?? [])
    events.push({ entity: "ingredients", id: ingredient, op: "update" });
  await Promise.all(events.map((event) => deps.bus.publish(businessId, event)));
  return moved.order;
};
