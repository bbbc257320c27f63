import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";

// Contract stub (issue 10): the routes listed for this module in access/route-access.ts go here.
export const exportRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
