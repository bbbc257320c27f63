import type { Promotion } from "@comanda/domain";

/** Test data for the promotions screen's tests. */
const createdAt = Date.UTC(2026, 10, 20, 15);
export const promotion = (n: number, overrides: Partial<Promotion> = {}): Promotion => ({
  id: `0190b000-0000-7000-8000-${String(n).padStart(12, "0")}`,
  name: `Combo ${n}`,
  type: "combo",
  isActive: true,
  value: 4500,
  startDate: createdAt,
  endDate: null,
  appliesTo: [
    {
      productId: "0190c000-0000-7000-8000-000000000001",
      name: "Hamburguesa",
      quantityNeeded: 2,
      price: 3000,
      quantity: null,
      status: "enabled",
    },
  ],
  createdAt,
  updatedAt: createdAt,
  ...overrides,
});
