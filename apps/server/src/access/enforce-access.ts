import type { FastifyInstance, FastifyRequest } from "fastify";
import { readSession } from "../auth/request-session.ts";
import type { RequestSession } from "../auth/signed-in.ts";
import type { AppContext } from "../context.ts";
import { permissionDenied, unauthenticated } from "../http/app-error.ts";
import { type Access, isImplicitRoute, routeAccess } from "./route-access.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller, set before the handler runs on every route that is not public. */
    auth: RequestSession | null;
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
    }
  });
};

const authorize = async (ctx: AppContext, request: FastifyRequest, access: Access) => {
  if (access === "public") return;
  const session = await readSession(ctx, request);
  if (!session) throw unauthenticated();
  if (access !== "signed-in" && !access.includes(session.user.role)) throw permissionDenied();
  request.auth = session;
};
