import type { Role } from "@comanda/domain";

/** Who may call a route: anyone, any signed-in user, or signed-in users of the listed roles. */
export type Access = "public" | "signed-in" | readonly Role[];

const staff = ["ADMIN", "CASHIER"] as const satisfies readonly Role[];
const adminOnly = ["ADMIN"] as const satisfies readonly Role[];

/**
 * DESIGN §5 Roles, written once as data: every route the server registers must have an entry (the server
 * refuses to start otherwise) and the tests iterate it, checking each role against each route.
 * Keys are `METHOD /path` with Fastify's parameter syntax.
 */
export const routeAccess = {
  "GET /api/v1/health": "public",
  "GET /api/v1/session": "public",
  "POST /api/v1/session": "public",
  "DELETE /api/v1/session": "public",
  "POST /api/v1/signup": "public",
  "GET /api/auth/verify-email": "public",
  "POST /api/v1/session/verification-email": "signed-in",
  "GET /api/v1/events": "signed-in",
} as const satisfies Record<string, Access>;

export type RouteKey = keyof typeof routeAccess;

export const roleGroups = { staff, adminOnly } as const;

/** Routes Fastify adds by itself (HEAD for every GET, the static file server) need no entry. */
export const isImplicitRoute = (method: string, url: string) =>
  method === "HEAD" || method === "OPTIONS" || !url.startsWith("/api/");
