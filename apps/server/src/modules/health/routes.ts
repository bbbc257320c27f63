import { health } from "@comanda/domain/health";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { databaseDown } from "../../db/storage-errors.ts";
import { okResponse } from "../../http/responses.ts";
import { pingDatabase } from "./queries.ts";

/**
 * For load balancers and start-up checks: 503 only when the database does not answer. A full disk is
 * 200 with status 'degraded' and `disk: "full"` (docs/decisions/071): the instance
 * still serves every read, and taking it out of rotation would not free a byte, since every instance
 * writes to the same disk.
 */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/health",
      {
        schema: {
          response: {
            200: okResponse(health),
          },
        },
      },
      async () => {
        try {
          await pingDatabase(ctx.database.db);
        } catch (error) {
          throw databaseDown(error);
        }
        const disk = await ctx.database.storage.disk();
        return {
          data: {
            status: disk === "ok" ? ("ok" as const) : ("degraded" as const),
            database: ctx.database.dialect,
            disk,
          },
        };
      },
    );
  };
