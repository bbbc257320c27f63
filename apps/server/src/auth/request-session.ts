import type { Role } from "@comanda/domain";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import type { DatabaseHandle } from "../db/database.ts";
import type { ChangeBus } from "../realtime/change-bus.ts";
import type { Auth } from "./auth.ts";
import type { SessionCache } from "./session-cache.ts";
import type { RequestSession } from "./signed-in.ts";

type AuthUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  businessId: string;
  status: string;
};

export type ReadSessionOptions = {
  /**
   * Whether this read counts as the user's activity, letting Better Auth push the expiry on (once a day).
   * A live stream's own rechecks do not: an idle open screen must not keep its session alive forever.
   */
  extend?: boolean;
  /**
   * The session as it is now, not as it was when the request arrived: a live stream reads its session
   * again long after its request came, when a change concerning it is announced.
   */
  asOfNow?: boolean;
};

type Resolved = { session: RequestSession; token: string };

/** What reading a session needs, all of it in the server's context (so auth does not import the context). */
export type SessionDeps = { auth: Auth; database: DatabaseHandle; bus: ChangeBus; sessions: SessionCache };

const resolveSession = async (
  ctx: SessionDeps,
  request: FastifyRequest,
  extend: boolean,
): Promise<Resolved | null> => {
  const found = await ctx.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    query: { disableCookieCache: true, disableRefresh: !extend },
  });
  if (!found) return null;
  const user = found.user as unknown as AuthUser;
  // A user disabled after signing in loses its session on its next request.
  if (user.status !== "enabled") {
    await ctx.database.db.deleteFrom("session").where("user_id", "=", user.id).execute();
    return null;
  }
  const row = await ctx.database.db
    .selectFrom("business")
    .select([
      "id",
      "name",
      "slug",
      "cashier_edits_catalog",
      "cashier_cancels_orders",
      "kitchen_cancels_orders",
      "waiter_charges",
    ])
    .where("id", "=", user.businessId)
    .executeTakeFirst();
  if (!row) return null;
  const session: RequestSession = {
    sessionId: found.session.id,
    expiresAt: new Date(found.session.expiresAt).getTime(),
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      emailVerified: Boolean(user.emailVerified),
      businessId: user.businessId,
    },
    business: { id: row.id, name: row.name, slug: row.slug },
    permissions: {
      cashierEditsCatalog: Number(row.cashier_edits_catalog) === 1,
      cashierCancelsOrders: Number(row.cashier_cancels_orders) === 1,
      kitchenCancelsOrders: Number(row.kitchen_cancels_orders) === 1,
      waiterCharges: Number(row.waiter_charges) === 1,
    },
  };
  return { session, token: found.session.token };
};

/** The signed cookie is `token.signature`, URL-encoded: file the answer only under the cookie it came from. */
const cookieCarries = (key: string, token: string) => {
  try {
    return decodeURIComponent(key).startsWith(`${token}.`);
  } catch {
    return false;
  }
};

/**
 * Whether every change committed before this request arrived has reached this instance's caches: one
 * barrier (realtime/heard-barrier.ts) per request, sent when first asked (by the access hook, as the
 * request arrives) and shared by its session read and any cached page it reads.
 */
export const changesHeard = (ctx: SessionDeps, request: FastifyRequest): Promise<boolean> => {
  request.changesHeard ??= ctx.bus.heardChanges();
  return request.changesHeard;
};

/**
 * The signed-in user and business of a request, from the session cookie: never from the body or URL.
 * Served from memory while nothing about the session has changed (auth/session-cache.ts).
 */
export const readSession = async (
  ctx: SessionDeps,
  request: FastifyRequest,
  { extend = true, asOfNow = false }: ReadSessionOptions = {},
): Promise<RequestSession | null> => {
  const key = ctx.sessions.keyOf(request.headers.cookie);
  const trusted = key !== null && (await (asOfNow ? ctx.bus.heardChanges() : changesHeard(ctx, request)));
  const cached = trusted ? ctx.sessions.get(key) : null;
  if (cached) return cached;
  const since = ctx.sessions.generation();
  const resolved = await resolveSession(ctx, request, extend);
  if (!resolved) return null;
  if (trusted && cookieCarries(key, resolved.token)) ctx.sessions.set(key, resolved.session, since);
  return resolved.session;
};
