import type { Shift } from "@comanda/domain";
import type { Dashboard } from "@comanda/domain/dashboard";

const figures = (amount: number, orders: number) => ({
  amount,
  orders,
  averageTicket: orders === 0 ? 0 : amount / orders,
});

/** 30 days ending on Monday 2026-11-23 (Buenos Aires), with sales on the last one only unless told. */
export const thirtyDays = (today = "2026-11-23") => {
  const end = Date.parse(`${today}T12:00:00Z`);
  return Array.from({ length: 30 }, (_, index) => ({
    day: new Date(end - (29 - index) * 86_400_000).toISOString().slice(0, 10),
    amount: 0,
    orders: 0,
  }));
};

export const dashboardShift = (overrides: Partial<Shift> = {}): Shift => ({
  id: "0190a000-0000-7000-8000-000000000001",
  code: "2026-11-23",
  status: "active",
  startDate: Date.parse("2026-11-23T11:00:00Z"),
  endDate: null,
  cashFloat: 0,
  totalOrders: 10,
  totalAmount: 22400,
  nextTurn: "15",
  openedByName: "Ana Pérez",
  closedByName: null,
  ...overrides,
});

/** A business that sold today: $ 22.400 in 10 orders, against $ 20.000 in 8 last Monday. */
export const makeDashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  hasSales: true,
  backup: null,
  gettingStarted: { category: true, product: true, paymentMethod: true, shift: true },
  today: figures(22400, 10),
  sameDayLastWeek: figures(20000, 8),
  openShift: dashboardShift(),
  ordersByStatus: [
    { status: "pending", orders: 2 },
    { status: "preparing", orders: 1 },
    { status: "ready", orders: 0 },
    { status: "completed", orders: 10 },
    { status: "cancelled", orders: 1 },
  ],
  salesByHour: Array.from({ length: 24 }, (_, hour) =>
    hour === 13 ? { hour, amount: 22400, orders: 10 } : { hour, amount: 0, orders: 0 },
  ),
  salesByDay: thirtyDays().map((day, index) => (index === 29 ? { ...day, amount: 22400, orders: 10 } : day)),
  byPaymentMethod: [
    { paymentMethodId: "pm-cash", name: "Efectivo", orders: 6, amount: 12400 },
    { paymentMethodId: "pm-card", name: "Débito", orders: 4, amount: 10000 },
  ],
  byType: [
    { type: "counter", orders: 7, amount: 14400 },
    { type: "delivery", orders: 3, amount: 8000 },
  ],
  bestSellers: [
    { productId: "p-burger", name: "Hamburguesa", quantity: 12 },
    { productId: "p-cola", name: "Coca-Cola", quantity: 9 },
  ],
  prepTimes: { byStation: [], byProduct: [] },
  lowStockIngredients: [
    { id: "i-bread", name: "Pan", quantity: 0.25, minQuantity: 2, unit: "kg" },
    { id: "i-egg", name: "Huevo", quantity: 1, minQuantity: 12, unit: "piece" },
  ],
  lowStockProducts: [{ id: "p-cola", name: "Coca-Cola", quantity: 3 }],
  ...overrides,
});

/** What a business sees the day it signs up: a category made, nothing sold. */
export const newBusinessDashboard = (): Dashboard =>
  makeDashboard({
    hasSales: false,
    gettingStarted: { category: true, product: false, paymentMethod: false, shift: false },
    today: figures(0, 0),
    sameDayLastWeek: figures(0, 0),
    openShift: null,
    ordersByStatus: [],
    salesByHour: Array.from({ length: 24 }, (_, hour) => ({ hour, amount: 0, orders: 0 })),
    salesByDay: thirtyDays(),
    byPaymentMethod: [],
    byType: [],
    bestSellers: [],
    lowStockIngredients: [],
    lowStockProducts: [],
  });
