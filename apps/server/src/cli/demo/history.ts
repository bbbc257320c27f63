import { uuidv7 } from "@comanda/domain";
import { expectedAmount } from "@comanda/domain/cash";
import type { DemoUser } from "./catalog.ts";
import type { ShiftPlan } from "./schedule.ts";
import { type SaleContext, sellOrder } from "./sell.ts";
import type { StockChange } from "./stock.ts";

const MINUTE = 60_000;

export type HistorySummary = {
  shifts: number;
  orders: number;
  completed: number;
  cancelled: number;
  /** centavos of the completed orders */
  amount: number;
};

type MethodTotal = { id: string; name: string; isCash: boolean; orders: number; amount: number };
type Cancellation = { at: number; changes: StockChange[]; user: DemoUser; orderId: string };

const cashOuts = ["Compra de hielo", "Pago al repartidor", "Compra de pan", "Pago a proveedor de bebidas"];

/**
 * The morning deliveries: what is below its reorder point (an ingredient: its minimum) is filled up
 * again, entered by the owner in the item's dialog (an 'adjustment'). In the last days two products
 * are not reordered, so the home screen has products running out to show.
 */
const restock = (ctx: SaleContext, at: number, lastDays: boolean) => {
  const { book, catalog, users } = ctx;
  const runsLow = new Set(["alfajor", "saborizada"]);
  for (const product of catalog.products.values()) {
    if (!product.tracked || (lastDays && runsLow.has(product.key))) continue;
    if (book.quantity(product.id) < product.tracked.reorderAt)
      book.restock("product", product.id, product.tracked.full, at, users.owner);
  }
  for (const ingredient of catalog.ingredients)
    if (book.quantity(ingredient.id) < ingredient.min)
      book.restock("ingredient", ingredient.id, ingredient.full, at, users.owner);
};

/** The count at close (modules/shifts closeShift): expected per method, the cash line with the float. */
const closeWithCount = (
  ctx: SaleContext,
  shiftId: string,
  totals: MethodTotal[],
  cash: { float: number; out: number },
) => {
  const { rows, random, businessId, catalog } = ctx;
  const lines = [...totals];
  let carrier = lines.filter((line) => line.isCash).sort((a, b) => b.amount - a.amount)[0];
  if (!carrier) {
    carrier = { ...catalog.methods.cash, orders: 0, amount: 0 };
    lines.push(carrier);
  }
  const movements = cash.out ? [{ kind: "out" as const, amount: cash.out }] : [];
  let note: string | null = null;
  for (const line of lines) {
    const expected = expectedAmount(
      line,
      line === carrier ? { float: cash.float, movements } : { float: 0, movements: [] },
    );
    const difference =
      line === carrier && random.chance(0.12) ? random.pick([-100_000, -50_000, -20_000, 10_000, 30_000]) : 0;
    if (difference)
      note = difference < 0 ? "Faltante: se dio mal un vuelto." : "Sobrante: propina que quedó en la caja.";
    rows.shift_count.push({
      shift_id: shiftId,
      payment_method_id: line.id,
      business_id: businessId,
      name: line.name,
      is_cash: line.isCash ? 1 : 0,
      expected,
      counted: expected + difference,
      difference,
    });
  }
  return note;
};

/**
 * Every planned shift as it would have run: opened, its orders taken and moved to completed or
 * cancelled (cancellations giving their stock back when they happen), its running totals per method,
 * perhaps cash taken out of the register, and closed with its count.
 */
export const makeHistory = (ctx: SaleContext, plans: readonly ShiftPlan[]): HistorySummary => {
  const { rows, random, users, businessId } = ctx;
  const summary: HistorySummary = { shifts: 0, orders: 0, completed: 0, cancelled: 0, amount: 0 };
  for (const plan of plans) {
    if (plan.firstOfDay) restock(ctx, plan.start - random.int(30, 70) * MINUTE, plan.daysBeforeLast < 3);
    const shiftId = uuidv7(plan.start);
    const manager = plan.busyNight ? users.owner : users.cashier;
    const pending: Cancellation[] = [];
    const settle = (until: number) => {
      pending.sort((a, b) => a.at - b.at);
      while (pending[0] && pending[0].at <= until) {
        const done = pending.shift() as Cancellation;
        ctx.book.move(done.changes, "cancellation", done.at, done.user, done.orderId);
      }
    };
    const totals = new Map<string, MethodTotal>();
    let turn = 0;
    let last = plan.start;
    let completed = { orders: 0, amount: 0 };
    for (const at of plan.orderTimes) {
      settle(at);
      const sale = sellOrder(ctx, { id: shiftId, kind: plan.kind }, at, String(turn + 1));
      if (!sale) continue;
      turn += 1;
      last = Math.max(last, sale.at);
      if (sale.cancellation) {
        pending.push({ at: sale.at, ...sale.cancellation });
        summary.cancelled += 1;
        continue;
      }
      completed = { orders: completed.orders + 1, amount: completed.amount + sale.total };
      for (const part of sale.payments) {
        const total = totals.get(part.paymentMethodId) ?? {
          id: part.paymentMethodId,
          name: part.name,
          isCash: part.isCash,
          orders: 0,
          amount: 0,
        };
        totals.set(part.paymentMethodId, {
          ...total,
          orders: total.orders + 1,
          amount: total.amount + part.amount,
        });
      }
    }
    settle(Number.POSITIVE_INFINITY);

    const float = plan.kind === "lunch" ? 2_000_000 : 3_000_000;
    const out = random.chance(0.2) ? random.int(10, 30) * 50_000 : 0;
    if (out) {
      const at = plan.start + Math.floor(random.next() * (plan.plannedEnd - plan.start) * 0.8);
      rows.cash_movement.push({
        id: uuidv7(at),
        business_id: businessId,
        shift_id: shiftId,
        kind: "out",
        amount: out,
        reason: random.pick(cashOuts),
        user_id: manager.id,
        user_name: manager.name,
        created_at: at,
      });
    }
    for (const total of totals.values())
      rows.shift_method_total.push({
        shift_id: shiftId,
        payment_method_id: total.id,
        business_id: businessId,
        name: total.name,
        is_cash: total.isCash ? 1 : 0,
        orders: total.orders,
        amount: total.amount,
      });
    const note = closeWithCount(ctx, shiftId, [...totals.values()], { float, out });
    const end = Math.max(plan.plannedEnd + random.int(0, 59_999), last + random.int(3, 10) * MINUTE);
    rows.shift.push({
      id: shiftId,
      business_id: businessId,
      code: plan.code,
      status: "inactive",
      start_date: plan.start,
      end_date: end,
      total_orders: completed.orders,
      total_amount: completed.amount,
      last_turn: turn,
      cash_float: float,
      count_note: note,
      opened_by: manager.id,
      opened_by_name: manager.name,
      closed_by: manager.id,
      closed_by_name: manager.name,
      created_at: plan.start,
      updated_at: end,
    });
    summary.shifts += 1;
    summary.orders += turn;
    summary.completed += completed.orders;
    summary.amount += completed.amount;
  }
  return summary;
};
