import {
  type AdjustmentValues,
  type CounterOrderType,
  ingredientDemand,
  type OrderStatus,
  type OrderValues,
  uuidv7,
} from "@comanda/domain";
import { creationRows } from "../../modules/audit/index.ts";
import {
  byId,
  moneyColumnsOf,
  noTable,
  type PaymentDraft,
  priceMoney,
  priceOrder,
  requestHash,
} from "../../modules/orders/index.ts";
import { movedRow, pushAudit } from "./audit.ts";
import { drawBasket, fitToStock, prepMinutes, type ShiftKind } from "./basket.ts";
import type { DemoCatalog, DemoCustomer, DemoUser, DemoUsers } from "./catalog.ts";
import { observations } from "./catalog-data.ts";
import { charge } from "./payments.ts";
import type { Random } from "./random.ts";
import type { DemoRows } from "./rows.ts";
import type { StockBook, StockChange } from "./stock.ts";

const MINUTE = 60_000;

export type SaleContext = {
  rows: DemoRows;
  book: StockBook;
  catalog: DemoCatalog;
  random: Random;
  businessId: string;
  users: DemoUsers;
};

/** An order as its shift needs it back: how it ended, and the stock it gives back if cancelled. */
export type Sale = {
  status: Extract<OrderStatus, "completed" | "cancelled">;
  total: number;
  payments: PaymentDraft[];
  /** when it was completed or cancelled */
  at: number;
  cancellation: { changes: StockChange[]; user: DemoUser; orderId: string } | null;
};

const typeOf = (random: Random, kind: ShiftKind): CounterOrderType =>
  random.weighted(
    kind === "lunch"
      ? ([
          ["counter", 70],
          ["takeaway", 22],
          ["delivery", 8],
        ] as const)
      : ([
          ["counter", 55],
          ["takeaway", 25],
          ["delivery", 20],
        ] as const),
  );

const customerFor = (random: Random, type: CounterOrderType, customers: readonly DemoCustomer[]) => {
  if (type === "delivery") return random.pick(customers.filter((customer) => customer.address));
  return type === "takeaway" && random.chance(0.5) ? random.pick(customers) : null;
};

/** A few orders get a discount: 10 % for retirees (a cashier may), more only from the owner. */
const discountFor = (random: Random, type: CounterOrderType, subtotal: number): AdjustmentValues[] => {
  if (!random.chance(0.035)) return [];
  if (type === "delivery" && subtotal >= 1_000_000 && random.chance(0.5))
    return [{ kind: "discount", mode: "amount", value: 200_000, reason: "Promo delivery" }];
  return random.chance(0.6)
    ? [{ kind: "discount", mode: "percent", value: 1000, reason: "Jubilado" }]
    : [{ kind: "discount", mode: "percent", value: 1500, reason: "Cliente frecuente" }];
};

/**
 * One order of the shift taken at `at`, written as the orders module writes it: priced from the catalog
 * (`priceOrder`, `priceMoney`), its lines, payments, adjustments, the 'sale' movements of its stock, its
 * audit rows; then moved through the board to completed (or cancelled), as the buttons would.
 * Null when nothing of what was asked is left in stock.
 */
export const sellOrder = (
  ctx: SaleContext,
  shift: { id: string; kind: ShiftKind },
  at: number,
  turn: string,
): Sale | null => {
  const { random, catalog, users, rows, businessId } = ctx;
  const basket = drawBasket(random, catalog, shift.kind);
  fitToStock(basket, catalog, ctx.book);
  if (basket.products.size === 0 && basket.combos.size === 0) return null;

  const type = typeOf(random, shift.kind);
  const customer = customerFor(random, type, catalog.customers);
  const deliveryFee = type === "delivery" ? (random.chance(0.7) ? 200_000 : 250_000) : 0;
  const products = [...basket.products].map(([key, quantity]) => ({
    product_id: catalog.products.get(key)?.id as string,
    quantity,
    options: [],
    note: null,
  }));
  const promotions = [...basket.combos].map(([key, quantity]) => ({
    promotion_id: catalog.combos.get(key)?.id as string,
    quantity,
  }));
  const id = uuidv7(at);
  const content = {
    id,
    turn,
    observation: random.chance(0.1) ? random.pick(observations) : null,
    products,
    promotions,
  };
  const priced = priceOrder(catalog.sold, { ...content, payment_method_id: "" });
  const adjustments = discountFor(random, type, priced.total);
  // Decision 026: a CASHIER may take off up to 10 % (the business's default); more is the owner's to give.
  const ownerOnly = adjustments.some((a) => a.mode === "amount" || a.value > 1000);
  const creator = ownerOnly || random.chance(0.3) ? users.owner : users.cashier;
  // A tip of about 10 %, to the hundred pesos.
  const tip = type === "counter" && random.chance(0.07) ? Math.round(priced.total / 100_000) * 10_000 : 0;
  const money = priceMoney(priced.lines, adjustments, tip, deliveryFee);
  const paid = charge(random, catalog.methods, type, money.total);
  const input = {
    ...content,
    payment_method_id: paid.main.id,
    type,
    ...(paid.given ? { payments: paid.given } : {}),
    ...(adjustments.length ? { adjustments } : {}),
    ...(tip ? { tip } : {}),
    ...(customer ? { customer_id: customer.id } : {}),
    ...(deliveryFee ? { delivery_fee: deliveryFee } : {}),
  };
  const promisedAt = type === "delivery" ? at + random.int(35, 50) * MINUTE : null;

  const received = at + random.int(1, 4) * MINUTE + random.int(0, 59_999);
  const ready = received + prepMinutes(random, basket) * MINUTE;
  const cancelled = random.chance(0.03);
  const dispatched = ready + random.int(2, 8) * MINUTE;
  const statusAt = cancelled
    ? at + random.int(2, 12) * MINUTE + random.int(0, 59_999)
    : type === "delivery"
      ? dispatched + random.int(15, 35) * MINUTE
      : ready + random.int(1, 6) * MINUTE + random.int(0, 59_999);
  // Each press raises the version (decision 027): receive, deliver, (dispatch,) then complete or cancel.
  const version = cancelled
    ? 1 + Number(statusAt >= received) + Number(statusAt >= ready)
    : type === "delivery"
      ? 4
      : 3;

  rows.order.push({
    id,
    business_id: businessId,
    shift_id: shift.id,
    turn,
    status: cancelled ? "cancelled" : "completed",
    payment_method_id: paid.main.id,
    payment_method_name: paid.main.name,
    observation: content.observation,
    ...moneyColumnsOf(money),
    created_by: creator.id,
    created_by_name: creator.name,
    request_hash: requestHash(input as OrderValues),
    created_at: at,
    updated_at: statusAt,
    status_changed_at: statusAt,
    version,
    modified_at: null,
    changes: null,
    type,
    customer_id: customer?.id ?? null,
    customer_name: customer?.name ?? null,
    customer_phone: customer?.phone ?? null,
    customer_address: customer?.address ?? null,
    customer_notes: customer?.notes ?? null,
    promised_at: promisedAt,
    ...noTable,
  });
  for (const line of priced.lines) rows.order_line.push({ order_id: id, business_id: businessId, ...line });
  rows.order_payment.push(
    ...paid.parts.map((part, position) => ({
      order_id: id,
      position,
      business_id: businessId,
      payment_method_id: part.paymentMethodId,
      name: part.name,
      is_cash: part.isCash ? 1 : 0,
      amount: part.amount,
      tendered: part.tendered,
    })),
  );
  rows.order_adjustment.push(
    ...money.adjustments.map((adjustment, position) => ({
      order_id: id,
      position,
      business_id: businessId,
      ...adjustment,
    })),
  );

  const tracked = byId(priced.demand)
    .filter(([productId]) => catalog.sold.products.get(productId)?.quantity !== null)
    .map(([productId, units]): StockChange => ({ kind: "product", id: productId, delta: -units }));
  const used = byId(ingredientDemand(priced.demand, catalog.sold.recipes))
    .filter(([, amount]) => amount !== 0)
    .map(([ingredientId, amount]): StockChange => ({ kind: "ingredient", id: ingredientId, delta: -amount }));
  const taken = [...tracked, ...used];
  ctx.book.move(taken, "sale", at, creator, id);

  pushAudit(rows, businessId, creator, at, creationRows(id, turn, money));
  const closer = random.chance(0.75) ? users.cashier : users.owner;
  pushAudit(rows, businessId, closer, statusAt, [movedRow(id, turn, cancelled, money.total, paid.parts)]);

  return {
    status: cancelled ? "cancelled" : "completed",
    total: money.total,
    payments: paid.parts,
    at: statusAt,
    cancellation: cancelled
      ? { changes: taken.map((change) => ({ ...change, delta: -change.delta })), user: closer, orderId: id }
      : null,
  };
};
