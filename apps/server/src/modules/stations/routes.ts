import { station, stationInput, stationRoutingInput, stationRoutingView } from "@comanda/domain/stations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { namedRecordRoutes } from "../named-records/index.ts";
import { readRoutingView } from "./queries.ts";
import { writeRouting } from "./routing.ts";
import { stations } from "./service.ts";

/** Decision 046: /stations (a named record) and /station-routing (which station makes what). */
export const stationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Decision 065: an address outside PRINTER_NETWORKS is refused when saved, with the reason on the
    // field; the worker checks it again before every ticket (a name may resolve elsewhere later). A name
    // that does not resolve now is saved: the printer may be off.
    app.addHook("preHandler", async (request) => {
      if (request.method !== "POST" && request.method !== "PATCH") return;
      const host = (request.body as { printer_host?: unknown } | undefined)?.printer_host;
      if (typeof host !== "string") return;
      const check = await ctx.printing.guard.check(host);
      if (!check.ok && check.reason !== "unknown")
        throw new AppError("invalid-argument", check.message, { printer_host: check.message });
    });
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
