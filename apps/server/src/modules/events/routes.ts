import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callerOf } from "../../access/enforce-access.ts";
import type { AppContext } from "../../context.ts";

/** Comments every so often keep proxies from closing an idle stream. */
const heartbeatMs = 20_000;

/** SSE stream of the signed-in user's business changes: names what changed, never the data itself. */
export const eventRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/events", async (request, reply) => {
      const current = callerOf(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      const send = (event: string, data: unknown) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      send("ready", { businessId: current.business.id });
      const unsubscribe = ctx.bus.subscribe(current.business.id, (message) => {
        if (message === "resync") send("resync", {});
        else send("change", message);
      });
      const heartbeat = setInterval(() => res.write(": ping\n\n"), heartbeatMs);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.raw.on("close", stop);
      res.on("error", stop);
    });
  };
