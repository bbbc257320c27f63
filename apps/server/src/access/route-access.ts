import type { Role } from "@comanda/domain";

/** Who may call a route: anyone, any signed-in user, or signed-in users of the listed roles. */
export type Access = "public" | "signed-in" | readonly Role[];

const staff = ["ADMIN", "CASHIER"] as const satisfies readonly Role[];
const adminOnly = ["ADMIN"] as const satisfies readonly Role[];

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
  "POST /api/v1/categories": staff,
  "PATCH /api/v1/categories/:id": staff,
  "PATCH /api/v1/categories/:id/status": staff,
  "DELETE /api/v1/categories/:id": staff,
  "GET /api/v1/payment-methods": staff,
  "GET /api/v1/payment-methods/:id": staff,
  "POST /api/v1/payment-methods": staff,
  "PATCH /api/v1/payment-methods/:id": staff,
  "PATCH /api/v1/payment-methods/:id/status": staff,
  "DELETE /api/v1/payment-methods/:id": staff,
  "GET /api/v1/ingredients": staff,
  "GET /api/v1/ingredients/:id": staff,
  "POST /api/v1/ingredients": staff,
  "PATCH /api/v1/ingredients/:id": staff,
  "PATCH /api/v1/ingredients/:id/status": staff,
  "DELETE /api/v1/ingredients/:id": staff,
  // Catalog II (issue 8): products, pickers, promotions and the menu, for the same roles.
  "GET /api/v1/products": staff,
  "GET /api/v1/products/:id": staff,
  "POST /api/v1/products": staff,
  "PATCH /api/v1/products/:id": staff,
  "PATCH /api/v1/products/:id/status": staff,
  "DELETE /api/v1/products/:id": staff,
  "GET /api/v1/category-options": staff,
  "GET /api/v1/ingredient-options": staff,
  "GET /api/v1/product-options": staff,
  "GET /api/v1/promotions": staff,
  "GET /api/v1/promotions/:id": staff,
  "POST /api/v1/promotions": staff,
  "PATCH /api/v1/promotions/:id": staff,
  "PATCH /api/v1/promotions/:id/status": staff,
  "DELETE /api/v1/promotions/:id": staff,
  "GET /api/v1/menu": staff,
  // docs/product.md#routes: what a customer opens from the QR code, without signing in.
  "GET /api/v1/price-list/:slug": "public",
  // The service loop (issue 9). Every role works the board (docs/product.md#routes: /orders needs a signed-in
  // user of any role); KITCHEN may receive, deliver and cancel (pending or preparing: the service checks
  // the status with the domain's transition table), never open or close shifts, create or complete orders.
  "GET /api/v1/board": "signed-in",
  "GET /api/v1/shifts/current": "signed-in",
  "POST /api/v1/shifts": staff,
  "POST /api/v1/shifts/:id/close": staff,
  "GET /api/v1/shifts": staff,
  "GET /api/v1/shifts/:id": staff,
  "GET /api/v1/shifts/:id/orders": staff,
  "POST /api/v1/orders": staff,
  "GET /api/v1/orders/:id": "signed-in",
  // Issue 16: editing an open order is the counter's; the kitchen only sees the change.
  "PATCH /api/v1/orders/:id": staff,
  "POST /api/v1/orders/:id/receive": "signed-in",
  "POST /api/v1/orders/:id/deliver": "signed-in",
  "POST /api/v1/orders/:id/complete": staff,
  "POST /api/v1/orders/:id/cancel": "signed-in",
  "GET /api/v1/promotion-options": staff,
  // Stock history (issue 9, point 7).
  "GET /api/v1/products/:id/movements": staff,
  "GET /api/v1/ingredients/:id/movements": staff,
  // Closing the day (issue 10): cash count, cash movements, Z report, exports, home, business settings.
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
  "GET /api/v1/staff": adminOnly,
  "POST /api/v1/staff": adminOnly,
  "PATCH /api/v1/staff/:id/status": adminOnly,
  "DELETE /api/v1/staff/:id": adminOnly,
  // KITCHEN has no profile screen (docs/product.md#profile is under the routes KITCHEN cannot open).
  "PATCH /api/v1/profile": staff,
  "POST /api/v1/password/forgot": "public",
  "POST /api/v1/password/reset": "public",
  "GET /api/auth/reset-password/:token": "public",
} as const satisfies Record<string, Access>;

/**
 * Routes Fastify adds by itself need no entry: OPTIONS and the static file server. The HEAD it adds for
 * every GET is checked with that GET's entry (access/enforce-access.ts).
 */
export const isImplicitRoute = (method: string, url: string) =>
  method === "OPTIONS" || !url.startsWith("/api/");
