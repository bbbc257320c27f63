import { page } from "@comanda/domain";
import { auditEntry, auditQuery } from "@comanda/domain/audit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { listAudit } from "./list.ts";

const entries = okResponse(page(auditEntry));

/**
 * Decision 047: the audit trail as a filterable list (ADMIN: access/route-access.ts). An order's own trail is
 * served by the orders' routes, so the trail need not know orders (decision 076).
 */
export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx.database;
    app.get(
      "/audit",
      { schema: { querystring: auditQuery, response: { 200: entries } } },
      async (request) => ({
        data: await listAudit(db, caller(request).businessId, request.query),
      }),
    );
  };
