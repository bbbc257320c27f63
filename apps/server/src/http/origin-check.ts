import type { FastifyInstance } from "fastify";
import { sendError } from "./error-handler.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie sessions need CSRF protection: a state-changing request from a foreign origin is refused.
 * Every such request is checked, whatever its path: the router decodes `/%61pi/...` to `/api/...`, so a
 * check on the raw URL can be walked around.
 */
export const registerOriginCheck = (app: FastifyInstance, trustedOrigins: string[]) => {
  const trusted = new Set(trustedOrigins.map((origin) => origin.replace(/\/$/, "")));
  app.addHook("onRequest", async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin && !trusted.has(origin)) {
      return sendError(reply, 403, "permission-denied", "Origen no permitido.");
    }
  });
};
