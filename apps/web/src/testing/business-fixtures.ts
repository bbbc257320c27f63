import { type BusinessSettings, defaultCourses } from "@comanda/domain";

/** GET /business as a screen reads it: its quick notes and courses (decisions 080, 082), changed by `overrides`. */
export const businessSettingsOf = (overrides: Partial<BusinessSettings> = {}): BusinessSettings => ({
  name: "La Esquina",
  address: "Av. Corrientes 1234",
  phone: null,
  slug: "la-esquina",
  blindCashCount: false,
  discountPolicy: "admin-and-cashier",
  cashierMaxDiscount: 10,
  permissions: { cashierEditsCatalog: true, cashierCancelsOrders: true, kitchenCancelsOrders: true },
  logoUrl: null,
  quickNotes: [],
  courses: [...defaultCourses],
  ...overrides,
});
