import { idParams, page } from "@comanda/domain";
import { auditEntry, auditQuery } from "@comanda/domain/audit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { orderMissing } from "../orders/read/read-order.ts";
import { listAudit } from "./list.ts";

const entries = okResponse(page(auditEntry));

/** Issue 18 point 5: the audit trail, as a filterable list and per order (ADMIN: access/route-access.ts). */
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
    app.get(
      "/orders/:id/audit",
      {
        schema: {
          params: idParams,
          querystring: auditQuery.omit({ order: true }),
          response: { 200: entries },
        },
      },
      async (request) => {
        const { businessId } = caller(request);
        // Another business's order is as unknown as a made-up id, not an empty trail.
        const order = await db
          .selectFrom("order")
          .select("id")
          .where("business_id", "=", businessId)
          .where("id", "=", request.params.id)
          .executeTakeFirst();
        if (!order) throw orderMissing();
        return { data: await listAudit(db, businessId, { ...request.query, order: order.id }) };
      },
    );
  };
