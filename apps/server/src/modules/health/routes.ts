import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../http/app-error.ts";
import { okResponse } from "../../http/responses.ts";

/** For load balancers and start-up checks: answers only when the database does. */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/health",
      {
        schema: {
          response: {
            200: okResponse(z.object({ status: z.literal("ok"), database: z.enum(["sqlite", "postgres"]) })),
          },
        },
      },
      async () => {
        try {
          await sql`select 1`.execute(ctx.database.db);
        } catch {
          throw new AppError("unavailable", "La base de datos no responde.");
        }
        return { data: { status: "ok" as const, database: ctx.database.dialect } };
      },
    );
  };
