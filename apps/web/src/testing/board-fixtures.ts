import type { Order, OrderLine, Shift } from "@comanda/domain";
import type { Board } from "@/entities/order/board";

const minute = 60_000;

export const makeShift = (overrides: Partial<Shift> = {}): Shift => ({
  id: "0190a000-0000-7000-8000-000000000001",
  code: "2026-05-01",
  status: "active",
  startDate: Date.now() - 60 * minute,
  endDate: null,
  cashFloat: 0,
  totalOrders: 0,
  totalAmount: 0,
  nextTurn: "1",
  openedByName: "Ana Pérez",
  closedByName: null,
  ...overrides,
});

export const productLine = (
  name: string,
  quantity: number,
  categoryId: string | null = "cat-food",
): OrderLine => ({
  kind: "product",
  itemId: `product-${name}`,
  name,
  categoryId,
  quantity,
  unitPrice: 1000,
  subtotal: 1000 * quantity,
  items: [],
  options: [],
  note: null,
});

export const comboLine = (
  name: string,
  quantity: number,
  items: { name: string; quantity: number; categoryId: string | null }[],
): OrderLine => ({
  kind: "promotion",
  itemId: `promotion-${name}`,
  name,
  categoryId: null,
  quantity,
  unitPrice: 5000,
  subtotal: 5000 * quantity,
  items: items.map((item) => ({ productId: `product-${item.name}`, ...item })),
  options: [],
  note: null,
});

/**
 * An order's money fields as the server sends them for an order with no adjustments nor tip: paid in full by
 * its method. A fixture overrides them to test split payments, discounts and tips.
 */
export const paidInFull = (
  order: Pick<Order, "total" | "paymentMethodId" | "paymentMethodName">,
): Pick<Order, "subtotal" | "adjustments" | "tip" | "payments"> => ({
  subtotal: order.total,
  adjustments: [],
  tip: 0,
  payments: [
    {
      paymentMethodId: order.paymentMethodId,
      name: order.paymentMethodName,
      isCash: order.paymentMethodName === "Efectivo",
      amount: order.total,
      tendered: null,
      change: null,
    },
  ],
});

/** Order `n` of the open shift, created `n` minutes after the first, just now in its status. */
export const makeOrder = (n: number, overrides: Partial<Order> = {}): Order => {
  const createdAt = Date.now() - (60 - n) * 1000;
  const base = {
    id: `0190a000-0000-7000-8000-${String(n).padStart(12, "0")}`,
    shiftId: makeShift().id,
    turn: String(n),
    status: "pending",
    paymentMethodId: "pm-cash",
    paymentMethodName: "Efectivo",
    observation: null,
    total: 2000,
    lines: [productLine("Milanesa", 2)],
    createdBy: "u1",
    createdByName: "Ana Pérez",
    createdAt,
    updatedAt: createdAt,
    statusChangedAt: createdAt,
    version: 0,
    modifiedAt: null,
    changes: [],
    stationsDone: [],
    // What the kitchen makes reached it when the order was made, unless a test says otherwise.
    kitchenSince: overrides.createdAt ?? createdAt,
    served: [],
    cancelledFrom: null,
    type: "counter",
    tab: null,
    customer: null,
    deliveryFee: 0,
    promisedAt: null,
  };
  const money = paidInFull({
    total: overrides.total ?? base.total,
    paymentMethodId: overrides.paymentMethodId ?? base.paymentMethodId,
    paymentMethodName: overrides.paymentMethodName ?? base.paymentMethodName,
  });
  // A spread Partial widens every field to `| undefined` (exactOptionalPropertyTypes); overrides are whole values.
  return { ...base, ...money, ...overrides } as Order;
};

export const categories = [
  { id: "cat-drinks", name: "Bebidas" },
  { id: "cat-food", name: "Comidas" },
];

export const boardOf = (board: Partial<Board> = {}): Board => ({
  shift: makeShift(),
  orders: [],
  categories,
  stations: [],
  routing: { categories: {}, products: {} },
  ...board,
});

/**
 * `GET /orders/:id` for each of `known`, answering the order as `current()` has it now (404 once it is
 * gone): what the board fetches when a change event names one order.
 */
export const orderRoutes = (current: () => readonly Order[], known: readonly Order[]) =>
  Object.fromEntries(
    known.map(({ id }) => [
      `GET /orders/${id}`,
      () => {
        const found = current().find((order) => order.id === id);
        return found
          ? { status: 200, body: { data: found } }
          : { status: 404, body: { error: { code: "not-found", message: "No encontramos ese pedido." } } };
      },
    ]),
  );

/**
 * Decision 046: a KITCHEN device opens on the kitchen display; tests of the board as a kitchen tablet may
 * still show it, as the device's 'Vista' choice does.
 */
export const chooseBoardView = () =>
  localStorage.setItem("comanda.kitchen-display", JSON.stringify({ view: "board" }));
