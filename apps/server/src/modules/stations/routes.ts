import { station, stationInput, stationRoutingInput, stationRoutingView } from "@comanda/domain/stations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { namedRecordRoutes } from "../named-records/routes.ts";
import { readRoutingView } from "./queries.ts";
import { writeRouting } from "./routing.ts";
import { stations } from "./service.ts";

/** Issue 18: /stations (a named record) and /station-routing (which station makes what). */
export const stationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(
      namedRecordRoutes(ctx, { path: "/stations", item: station, input: stationInput, service: stations }),
    );
    app.get(
      "/station-routing",
      { schema: { response: { 200: okResponse(stationRoutingView) } } },
      async (request) => ({
        data: await readRoutingView(ctx.database.db, caller(request).businessId),
      }),
    );
    app.put(
      "/station-routing",
      { schema: { body: stationRoutingInput, response: { 200: okResponse(stationRoutingView) } } },
      async (request) => ({ data: await writeRouting(ctx, caller(request).businessId, request.body) }),
    );
  };
