import { dashboard } from "@comanda/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../access/enforce-access.ts";
import type { AppContext } from "../../context.ts";
import { getDashboard } from "./service.ts";

/** DESIGN §5 Home: the business's figures of today and the last 30 days (ADMIN and CASHIER). */
export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/dashboard",
      { schema: { response: { 200: z.object({ data: dashboard }) } } },
      async (request) => ({
        data: await getDashboard(ctx.database.db, callerOf(request).business.id, Date.now()),
      }),
    );
  };
