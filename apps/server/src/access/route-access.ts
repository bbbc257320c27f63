import type { Permission, Role } from "@comanda/domain";

/**
 * Decision 045: the listed roles may call the route, but those other than ADMIN only when their
 * business allows `permission` (its settings, read with the session); otherwise an ADMIN's PIN sent with
 * the request lets that one call through (access/enforce-access.ts, decision 045).
 */
export type Guarded = { roles: readonly Role[]; permission: Permission };

/** Who may call a route: anyone, any signed-in user, signed-in users of the listed roles, or guarded. */
export type Access = "public" | "signed-in" | readonly Role[] | Guarded;

/** The counter: ADMIN and CASHIER. A waiter is left out of these routes on purpose (decision 083). */
const staff = ["ADMIN", "CASHIER"] as const satisfies readonly Role[];
/**
 * Decision 083: the floor, the counter and the waiters: the dining room, its tabs and rounds, taking an order
 * and what the order screen reads to take it (the catalog's pickers, never its screens or prices' editing).
 */
const floor = ["ADMIN", "CASHIER", "WAITER"] as const satisfies readonly Role[];
const adminOnly = ["ADMIN"] as const satisfies readonly Role[];
/** Editing the catalog and its prices: CASHIER only when the business allows 'catalog'. */
const catalogWrite = { roles: staff, permission: "catalog" } as const satisfies Guarded;
/**
 * Cancelling an order: CASHIER and KITCHEN only when the business allows 'cancel'; WAITER never on its own,
 * always with an ADMIN's PIN (no switch: decision 083).
 */
const cancelling = {
  roles: ["ADMIN", "CASHIER", "KITCHEN", "WAITER"],
  permission: "cancel",
} as const satisfies Guarded;
/** Completing (charging) an order: CASHIER always, WAITER when the business allows 'charge' (decision 083). */
const charging = { roles: floor, permission: "charge" } as const satisfies Guarded;

/**
 * docs/product.md#roles, written once as data: every route the server registers must have an entry (the server
 * refuses to start otherwise) and the tests iterate it, checking each role against each route.
 * Keys are `METHOD /path` with Fastify's parameter syntax.
 */
export const routeAccess = {
  "GET /api/v1/health": "public",
  "GET /api/v1/openapi.json": "public",
  "GET /api/v1/session": "public",
  "POST /api/v1/session": "public",
  "DELETE /api/v1/session": "public",
  "POST /api/v1/signup": "public",
  "GET /api/auth/verify-email": "public",
  "POST /api/v1/session/verification-email": "signed-in",
  "GET /api/v1/events": "signed-in",
  // Catalog (issue #4): docs/product.md#screens puts these screens under the routes KITCHEN cannot open.
  "GET /api/v1/categories": staff,
  "GET /api/v1/categories/:id": staff,
  "GET /api/v1/categories/order": staff,
  "PUT /api/v1/categories/order": catalogWrite,
  "POST /api/v1/categories": catalogWrite,
  "PATCH /api/v1/categories/:id": catalogWrite,
  "PATCH /api/v1/categories/:id/status": catalogWrite,
  "DELETE /api/v1/categories/:id": catalogWrite,
  "GET /api/v1/payment-methods": floor,
  "GET /api/v1/payment-methods/:id": staff,
  "POST /api/v1/payment-methods": catalogWrite,
  "PATCH /api/v1/payment-methods/:id": catalogWrite,
  "PATCH /api/v1/payment-methods/:id/status": catalogWrite,
  "DELETE /api/v1/payment-methods/:id": catalogWrite,
  "GET /api/v1/ingredients": staff,
  "GET /api/v1/ingredients/:id": staff,
  "POST /api/v1/ingredients": catalogWrite,
  "PATCH /api/v1/ingredients/:id": catalogWrite,
  "PATCH /api/v1/ingredients/:id/status": catalogWrite,
  "DELETE /api/v1/ingredients/:id": catalogWrite,
  // Catalog II (decision 017): products, pickers, promotions and the menu, for the same roles.
  "GET /api/v1/products": staff,
  "GET /api/v1/products/:id": staff,
  "POST /api/v1/products": catalogWrite,
  "PATCH /api/v1/products/:id": catalogWrite,
  "PATCH /api/v1/products/:id/status": catalogWrite,
  "DELETE /api/v1/products/:id": catalogWrite,
  "GET /api/v1/category-options": floor,
  "GET /api/v1/ingredient-options": staff,
  "GET /api/v1/product-options": floor,
  "GET /api/v1/promotions": staff,
  "GET /api/v1/promotions/:id": staff,
  "POST /api/v1/promotions": catalogWrite,
  "PATCH /api/v1/promotions/:id": catalogWrite,
  "PATCH /api/v1/promotions/:id/status": catalogWrite,
  "DELETE /api/v1/promotions/:id": catalogWrite,
  // Decision 080: modifier groups are catalog; 'Agotado' is the service's, so the kitchen may say it too.
  "GET /api/v1/modifier-groups": staff,
  "GET /api/v1/modifier-groups/:id": staff,
  "GET /api/v1/modifier-options": floor,
  "POST /api/v1/modifier-groups": catalogWrite,
  "PATCH /api/v1/modifier-groups/:id": catalogWrite,
  "DELETE /api/v1/modifier-groups/:id": catalogWrite,
  "PATCH /api/v1/modifier-groups/:id/options/:optionId/availability": ["ADMIN", "CASHIER", "KITCHEN"],
  // Decision 086: a product's 'Agotado' too, and the list of what can be (no prices: the kitchen reads it).
  "PATCH /api/v1/products/:id/availability": ["ADMIN", "CASHIER", "KITCHEN"],
  "GET /api/v1/availability": ["ADMIN", "CASHIER", "KITCHEN"],
  "GET /api/v1/menu": staff,
  // docs/product.md#routes: what a customer opens from the QR code, without signing in.
  "GET /api/v1/price-list/:slug": "public",
  // The service loop (decision 019). Every role works the board (docs/product.md#routes: /orders needs a signed-in
  // user of any role); KITCHEN may receive, deliver and cancel (pending or preparing: the service checks
  // the status with the domain's transition table), never open or close shifts, create or complete orders.
  "GET /api/v1/board": "signed-in",
  "GET /api/v1/shifts/current": "signed-in",
  "POST /api/v1/shifts": staff,
  "POST /api/v1/shifts/:id/close": staff,
  "GET /api/v1/shifts": staff,
  "GET /api/v1/shifts/:id": staff,
  "GET /api/v1/shifts/:id/orders": staff,
  "POST /api/v1/orders": floor,
  "GET /api/v1/orders/:id": "signed-in",
  // Decision 027: editing an open order is the counter's; the kitchen only sees the change.
  "PATCH /api/v1/orders/:id": floor,
  "POST /api/v1/orders/:id/receive": "signed-in",
  "POST /api/v1/orders/:id/deliver": "signed-in",
  // Decision 050: a delivery leaves with its courier ('En camino'), the counter's call like completing it.
  "POST /api/v1/orders/:id/dispatch": staff,
  "POST /api/v1/orders/:id/serve": floor,
  // Decision 051: the dining room's service; decision 083: the waiters' too.
  "GET /api/v1/salon": floor,
  "POST /api/v1/tables/:id/tab": floor,
  "POST /api/v1/tabs/:id/rounds": floor,
  "POST /api/v1/tabs/:id/march": floor,
  "POST /api/v1/tabs/:id/move": floor,
  "POST /api/v1/tabs/:id/join": floor,
  "POST /api/v1/tabs/:id/split": floor,
  "POST /api/v1/tabs/:id/bill": floor,
  "POST /api/v1/orders/:id/complete": charging,
  "POST /api/v1/orders/:id/cancel": cancelling,
  "GET /api/v1/promotion-options": floor,
  // Decision 046: stations and their routing are the owner's; every role's display reads them with the board.
  "GET /api/v1/stations": adminOnly,
  "GET /api/v1/stations/:id": adminOnly,
  "POST /api/v1/stations": adminOnly,
  "PATCH /api/v1/stations/:id": adminOnly,
  "PATCH /api/v1/stations/:id/status": adminOnly,
  "DELETE /api/v1/stations/:id": adminOnly,
  "GET /api/v1/station-routing": adminOnly,
  "PUT /api/v1/station-routing": adminOnly,
  // A station's display says 'Listo' for its lines: any role that works the board.
  "POST /api/v1/orders/:id/stations/:stationId/ready": "signed-in",
  // Decision 087: a card's line done, and 'Recuperar' a bumped card, as its 'Listo'.
  "POST /api/v1/orders/:id/kitchen/lines": "signed-in",
  "POST /api/v1/orders/:id/kitchen/recall": "signed-in",
  // Every board shows its printers' state and may retry or print a comanda again.
  "GET /api/v1/printers": "signed-in",
  "POST /api/v1/printers/retry": "signed-in",
  "POST /api/v1/orders/:id/comandas/reprint": "signed-in",
  // Decision 065: a ticket a printer never confirmed is settled from any board.
  "GET /api/v1/print-jobs/unconfirmed": "signed-in",
  "POST /api/v1/print-jobs/:id/printed": "signed-in",
  "POST /api/v1/print-jobs/:id/reprint": "signed-in",
  // Decision 065: the printer's dialog is the owner's.
  "GET /api/v1/printer-networks": adminOnly,
  "POST /api/v1/stations/:id/test-print": adminOnly,
  // The customer's receipt and the Z report are the counter's, on a printer it chooses.
  "POST /api/v1/orders/:id/receipt/print": staff,
  "POST /api/v1/shifts/:id/report/print": staff,
  // Decision 048: customers are the counter's; the order screen looks them up by phone.
  "GET /api/v1/customers": staff,
  "GET /api/v1/customers/export": staff,
  "GET /api/v1/customers/:id": staff,
  "POST /api/v1/customers": floor,
  "PATCH /api/v1/customers/:id": floor,
  "DELETE /api/v1/customers/:id": staff,
  "GET /api/v1/customer-options": floor,
  // Decision 049: the dining room plan is the owner's; the counter reads it to serve the tables.
  "GET /api/v1/rooms": floor,
  "POST /api/v1/rooms": adminOnly,
  "PATCH /api/v1/rooms/:id": adminOnly,
  "DELETE /api/v1/rooms/:id": adminOnly,
  "PUT /api/v1/rooms/:id/plan": adminOnly,
  // The audit trail is the owner's (decision 047).
  "GET /api/v1/audit": adminOnly,
  "GET /api/v1/orders/:id/audit": adminOnly,
  // Stock history (decision 019).
  "GET /api/v1/products/:id/movements": staff,
  "GET /api/v1/ingredients/:id/movements": staff,
  // Closing the day (decision 020): cash count, cash movements, Z report, exports, home, business settings.
  "GET /api/v1/shifts/:id/count": staff,
  "GET /api/v1/shifts/:id/cash-movements": staff,
  "POST /api/v1/shifts/:id/cash-movements": staff,
  "GET /api/v1/shifts/:id/report": staff,
  "GET /api/v1/shifts/export": staff,
  "GET /api/v1/shifts/:id/orders/export": staff,
  "GET /api/v1/dashboard": staff,
  // Every role prints tickets with the business's header; only ADMIN changes it (docs/product.md#roles).
  "GET /api/v1/business": "signed-in",
  "PATCH /api/v1/business": adminOnly,
  "GET /api/v1/business/logo": "signed-in",
  "PUT /api/v1/business/logo": adminOnly,
  "DELETE /api/v1/business/logo": adminOnly,
  "GET /api/v1/price-list/:slug/logo": "public",
  // The fiscal settings and ARCA's certificate and key are the owner's (decision 054).
  "GET /api/v1/fiscal-settings": adminOnly,
  "PUT /api/v1/fiscal-settings": adminOnly,
  "PUT /api/v1/fiscal-settings/credentials": adminOnly,
  "DELETE /api/v1/fiscal-settings/credentials": adminOnly,
  "POST /api/v1/fiscal-settings/test": adminOnly,
  // Decision 067: 'Generar pedido de certificado', and its CSR downloaded again.
  "POST /api/v1/fiscal-settings/certificate-request": adminOnly,
  "GET /api/v1/fiscal-settings/certificate-request": adminOnly,
  // Decision 055: the counter invoices its orders and sees what waits for a CAE.
  "POST /api/v1/orders/:id/invoice": staff,
  "GET /api/v1/invoices": staff,
  "GET /api/v1/invoices/:id": staff,
  "GET /api/v1/invoices/:id/pdf": staff,
  "POST /api/v1/invoices/:id/retry": staff,
  "GET /api/v1/shifts/:id/invoices/export": staff,
  "GET /api/v1/staff": adminOnly,
  "POST /api/v1/staff": adminOnly,
  "PATCH /api/v1/staff/:id/status": adminOnly,
  "DELETE /api/v1/staff/:id": adminOnly,
  // KITCHEN has no profile screen (docs/product.md#profile is under the routes KITCHEN cannot open).
  "PATCH /api/v1/profile": floor,
  // Decision 045: an ADMIN's own PIN, for authorizing on the spot what a role may not do. Decision 083: every
  // user's, for switching user on a shared device ('Cambiar de usuario'); only an ADMIN's authorizes.
  "GET /api/v1/profile/pin": "signed-in",
  "PUT /api/v1/profile/pin": "signed-in",
  "DELETE /api/v1/profile/pin": "signed-in",
  // Decision 083: who a shared device may switch to (names only), and the switch by that user's PIN.
  "GET /api/v1/session/switch-users": "signed-in",
  "POST /api/v1/session/switch": "signed-in",
  "POST /api/v1/password/forgot": "public",
  "POST /api/v1/password/reset": "public",
  "GET /api/auth/reset-password/:token": "public",
} as const satisfies Record<string, Access>;

/**
 * Routes Fastify adds by itself need no entry: OPTIONS and the static file server. The HEAD it adds for
 * every GET is checked with that GET's entry (access/enforce-access.ts).
 */
/** The roles a route lets in, before any business setting. */
export const rolesOf = (access: Exclude<Access, "public">): "signed-in" | readonly Role[] =>
  access === "signed-in" || Array.isArray(access) ? access : (access as Guarded).roles;

export const isGuarded = (access: Access): access is Guarded =>
  typeof access === "object" && !Array.isArray(access);

export const isImplicitRoute = (method: string, url: string) =>
  method === "OPTIONS" || !url.startsWith("/api/");
