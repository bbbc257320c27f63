import type { ChangeEntity } from "@comanda/domain";
import type { ListParams } from "./list-params";

/**
 * Every query key of the app. A key starts with the entity it lists, as the live stream names it
 * (lib/live-events.ts invalidates `[entity]`), so an event about a product refreshes every query under
 * "products": its list, its options, its stock history. The session, the menu, the dashboard and a price
 * list show several entities; live-events.ts says which events refresh them.
 */
const entity = <E extends ChangeEntity>(name: E) => [name] as const;

export const queryKeys = {
  session: ["session"] as const,
  /** Whether the signed-in ADMIN has a PIN (decision 045); only its own session reads it. */
  adminPin: ["admin-pin"] as const,
  menu: ["menu"] as const,
  dashboard: ["dashboard"] as const,
  priceList: (slug: string) => ["price-list", slug] as const,
  business: entity("business"),
  /** The ADMIN's fiscal settings; only its own screen reads them (decision 054). */
  fiscalSettings: ["fiscal-settings"] as const,
  staff: {
    all: ["users", "staff"] as const,
    list: <P extends ListParams>(params: P) => ["users", "staff", params] as const,
  },
  categories: {
    all: entity("categories"),
    list: <P extends ListParams>(params: P) => ["categories", "list", params] as const,
    // A business has a handful of categories: the picker and the filter ask for them all at once.
    options: (limit: number) => ["categories", "options", { limit }] as const,
    /** Decision 074: every category in the owner's order, for the 'Ordenar categorías' dialog. */
    order: () => ["categories", "order"] as const,
  },
  // Decision 047: the audit trail moves with every order event ("orders" refreshes it, lib/live-events.ts).
  audit: {
    all: ["audit"] as const,
    list: <F, P extends ListParams>(filters: F, params: P) => ["audit", filters, params] as const,
  },
  stations: {
    all: entity("stations"),
    list: <P extends ListParams>(params: P) => ["stations", "list", params] as const,
    options: ["stations", "options"] as const,
    routing: ["stations", "routing"] as const,
  },
  // Decision 049: the rooms with their tables, read whole (a business has a few).
  rooms: {
    all: entity("rooms"),
    list: ["rooms", "list"] as const,
  },
  // Decision 051: the plan with each table's tab; under "orders", and a "rooms" event refreshes it too.
  salon: ["orders", "salon"] as const,
  customers: {
    all: entity("customers"),
    list: <P extends ListParams>(params: P) => ["customers", "list", params] as const,
  },
  paymentMethods: {
    all: entity("payment-methods"),
    list: <P extends ListParams>(params: P) => ["payment-methods", "list", params] as const,
    options: ["payment-methods", "options"] as const,
  },
  ingredients: {
    all: entity("ingredients"),
    list: <P extends ListParams>(params: P) => ["ingredients", "list", params] as const,
    options: (q: string, limit: number) => ["ingredients", "options", { q, limit }] as const,
  },
  products: {
    all: entity("products"),
    list: <P extends ListParams>(params: P) => ["products", "list", params] as const,
    /** Every search of the product picker (the order dialog's and the combo's), for invalidating them all. */
    allOptions: ["products", "options"] as const,
    options: (q: string) => ["products", "options", q] as const,
    /** Decision 086: the kitchen's 'Agotados' list, products and options; a group's event refreshes it too. */
    availability: ["products", "availability"] as const,
  },
  promotions: {
    all: entity("promotions"),
    list: <P extends ListParams>(params: P) => ["promotions", "list", params] as const,
    options: ["promotions", "options"] as const,
  },
  // Decision 080: modifier groups; the order screen and the product dialog read every group at once.
  modifierGroups: {
    all: entity("modifier-groups"),
    list: <P extends ListParams>(params: P) => ["modifier-groups", "list", params] as const,
    options: ["modifier-groups", "options"] as const,
  },
  orders: {
    all: entity("orders"),
    /** The open shift with its working orders: the board and the shift bar read it. */
    board: ["orders", "board"] as const,
    one: (id: string) => ["orders", id] as const,
  },
  shifts: {
    all: entity("shifts"),
    list: <P extends ListParams>(params: P) => ["shifts", "list", params] as const,
    one: (id: string) => ["shifts", id] as const,
    report: (id: string) => ["shifts", id, "report"] as const,
    orders: <P extends ListParams>(id: string, params: P) => ["shifts", id, "orders", params] as const,
    count: (id: string) => ["shifts", id, "count"] as const,
    cashMovements: (id: string) => ["shifts", id, "cash-movements"] as const,
  },
  // Decision 055: invoices and credit notes; the shift's orders list reads each order's own.
  invoices: {
    all: entity("invoices"),
    list: <P extends ListParams>(status: string, params: P) => ["invoices", "list", status, params] as const,
    ofOrder: (orderId: string) => ["invoices", "order", orderId] as const,
  },
  /** `/products/:id/movements` → ["products", id, "movements"]: under its item, so its events refresh it. */
  stockMovements: (path: string) => path.split("/").filter(Boolean),
} as const;

/** What the order dialog picks from; fetched again when the server refuses an order made from stale choices. */
export const orderOptionsQueryKeys = [
  queryKeys.products.allOptions,
  queryKeys.promotions.options,
  queryKeys.paymentMethods.options,
  queryKeys.modifierGroups.options,
] as const;
