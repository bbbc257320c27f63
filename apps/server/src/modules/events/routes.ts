import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callerOf } from "../../access/enforce-access.ts";
import { readSession } from "../../auth/request-session.ts";
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
      // A change to the caller itself (disabled, deleted) may end its session: then the stream ends too,
      // and the browser's reconnect meets a 401 that signs it out.
      const recheck = async () => {
        const still = await readSession(ctx, request).catch(() => null);
        if (!still) {
          stop();
          res.end();
        }
      };
      const unsubscribe = ctx.bus.subscribe(current.business.id, (message) => {
        if (message === "resync") send("resync", {});
        else send("change", message);
        if (message !== "resync" && message.entity === "users" && message.id === current.user.id)
          void recheck();
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
