import { dashboard } from "@comanda/domain/dashboard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { getDashboard } from "./service.ts";

/** docs/product.md#home: the business's figures of today and the last 30 days (ADMIN and CASHIER). */
export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/dashboard", { schema: { response: { 200: okResponse(dashboard) } } }, async (request) => {
      const { businessId, actor } = caller(request);
      const figures = await getDashboard(ctx.database.db, businessId, Date.now());
      if (actor.role !== "ADMIN") return { data: figures };
      // Decision 057: 'Última copia de seguridad', the owner's concern (the file's name stays here).
      const { enabled, latest, lastError } = ctx.backups.status();
      const backup = { enabled, latest: latest && { at: latest.at, bytes: latest.bytes }, lastError };
      return { data: { ...figures, backup } };
    });
  };
