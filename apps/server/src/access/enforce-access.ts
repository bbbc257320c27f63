import { adminPinHeader, mayAct } from "@comanda/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readSession } from "../auth/request-session.ts";
import type { RequestSession } from "../auth/signed-in.ts";
import type { AppContext } from "../context.ts";
import { permissionDenied, unauthenticated } from "../errors.ts";
import { checkAdminPin, type PinAuthorization } from "./admin-pin.ts";
import { actionOfRoute, recordAuthorization, targetIdOf } from "./authorization-record.ts";
import { roleViews, viewFor } from "./role-views.ts";
import { type Access, isGuarded, isImplicitRoute, rolesOf, routeAccess } from "./route-access.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller, set before the handler runs on every route that is not public. */
    auth: RequestSession | null;
    /** On a guarded route the caller's role may not use on its own: the ADMIN whose PIN let it through. */
    authorization: PinAuthorization | null;
    /** The request's barrier on the change bus (auth/request-session.ts, `changesHeard`), once asked. */
    changesHeard: Promise<boolean> | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

// Fastify answers HEAD with the GET's handler, so it must be let in exactly as the GET is.
const accessOf = (method: string, url: string): Access | undefined =>
  (routeAccess as Record<string, Access>)[`${method === "HEAD" ? "GET" : method} ${url}`];

/** Checks every route against the role table, at registration (missing entry) and on each request. */
export const registerAccessControl = (app: FastifyInstance, ctx: AppContext) => {
  app.decorateRequest("auth", null);
  app.decorateRequest("authorization", null);
  app.decorateRequest("changesHeard", null);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (isImplicitRoute(method, route.url)) continue;
      const access = accessOf(method, route.url);
      if (!access)
        throw new Error(
          `Route ${method} ${route.url} has no entry in the role table (access/route-access.ts)`,
        );
      route.config = { ...route.config, access };
      // onRequest: the caller is known before the body is even read, so a stranger learns nothing from 400s.
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [async (request: FastifyRequest) => authorize(ctx, request, access), ...own];
      const key = `${method} ${route.url}`;
      // Decision 083: a role that reads less of the answer (a waiter's board) gets it narrowed here.
      if (roleViews[key]) {
        const before = route.preSerialization ? [route.preSerialization].flat() : [];
        route.preSerialization = [
          ...before,
          async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) =>
            viewFor(key, request.auth, payload),
        ];
      }
      if (!isGuarded(access)) continue;
      // A PIN-authorized action is recorded with its answer unless it recorded itself (an order's
      // cancel does, in its own transaction): before the answer leaves, so a client never sees one without it.
      const what = actionOfRoute(`${method} ${route.url}`);
      const onSend = route.onSend ? [route.onSend].flat() : [];
      route.onSend = [
        ...onSend,
        async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
          const authorization = request.authorization;
          if (!authorization || authorization.recorded || reply.statusCode >= 300 || !request.auth)
            return payload;
          await recordAuthorization(ctx.database.db, {
            businessId: request.auth.business.id,
            ...what,
            targetId: targetIdOf(request.params, payload),
            requester: { id: request.auth.user.id, name: request.auth.user.name },
            authorization,
          });
          return payload;
        },
      ];
    }
  });
};

const authorize = async (ctx: AppContext, request: FastifyRequest, access: Access) => {
  if (access === "public") return;
  const session = await readSession(ctx, request);
  if (!session) throw unauthenticated();
  const roles = rolesOf(access);
  if (roles !== "signed-in" && !roles.includes(session.user.role)) throw permissionDenied();
  request.auth = session;
  if (!isGuarded(access) || mayAct(session.permissions, session.user.role, access.permission)) return;
  const header = request.headers[adminPinHeader];
  const caller = { businessId: session.business.id, userId: session.user.id, ip: request.ip };
  const authorizer = await checkAdminPin(ctx, caller, header);
  request.authorization = { permission: access.permission, authorizer, recorded: false };
};
