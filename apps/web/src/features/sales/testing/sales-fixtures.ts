import type { Order, Shift } from "@comanda/domain";
import type { ShiftDetail } from "@comanda/domain/staff-sales";
import { paidInFull } from "@/testing/board-fixtures";

/** Test data for the sales history's tests. */
export const uuid = (prefix: string, n: number) =>
  `0190a000-0000-7000-${prefix}-${String(n).padStart(12, "0")}`;

export const at = (iso: string) => Date.parse(iso);

export const shift = (n: number, overrides: Partial<Shift> = {}): Shift => ({
  id: uuid("8101", n),
  code: `2026-11-${String(n).padStart(2, "0")}`,
  status: "inactive",
  startDate: at("2026-11-22T10:44:00Z"),
  endDate: at("2026-11-23T02:30:00Z"),
  cashFloat: 0,
  totalOrders: 0,
  totalAmount: 0,
  nextTurn: "1",
  openedByName: "Ana Pérez",
  closedByName: "Ana Pérez",
  ...overrides,
});

export const order = (n: number, overrides: Partial<Order> = {}): Order => {
  const base = {
    id: uuid("8102", n),
    shiftId: uuid("8101", 1),
    turn: String(n),
    status: "completed",
    paymentMethodId: uuid("8103", 1),
    paymentMethodName: "Efectivo",
    observation: null,
    total: 1000,
    lines: [],
    createdBy: "u1",
    createdByName: "Ana Pérez",
    createdAt: at("2026-11-22T12:05:00Z"),
    updatedAt: at("2026-11-22T12:30:00Z"),
    statusChangedAt: at("2026-11-22T12:30:00Z"),
    version: 0,
    modifiedAt: null,
    changes: [],
    stationsDone: [],
    kitchenSince: at("2026-11-22T12:05:00Z"),
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

export const summaryOf = (of: Shift, overrides: Partial<Omit<ShiftDetail, "shift">> = {}): ShiftDetail => ({
  shift: of,
  sales: { subtotal: 0, discounts: 0, surcharges: 0, tips: 0, deliveryFees: 0, total: 0 },
  byPaymentMethod: [],
  cancelled: { orders: 0, amount: 0 },
  openOrders: 0,
  bestSellers: [],
  optionsSold: [],
  prepTimes: { byStation: [], byProduct: [] },
  byStaff: [],
  ...overrides,
});
