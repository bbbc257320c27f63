import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readSession } from "../../auth/request-session.ts";
import type { AppContext } from "../../context.ts";
import { unavailableIn } from "../../db/storage-errors.ts";
import { AppError } from "../../errors.ts";
import { caller } from "../../http/caller.ts";
import { createOpenStreams } from "./open-streams.ts";

/** Comments every so often keep proxies from closing an idle stream. */
const heartbeatMs = 20_000;
/** Each stream holds a connection and a listener; a screen needs one, a user a handful of devices. */
export const maxStreamsPerUser = 20;
/** setTimeout cannot wait the 30 days a session lasts; the session is simply read again this often. */
const maxExpiryWaitMs = 60 * 60_000;

/** How soon a session the database could not read is read again. */
const unreadRetryMs = 2_000;
const unread = Symbol("unread");

const streamHeaders = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  connection: "keep-alive",
  "x-accel-buffering": "no",
};

/**
 * docs/deploy.md: on shutdown every stream ends with SSE's `retry` hint, so browsers reconnect (to this
 * instance once it is back, or to another behind the proxy) after this long rather than their default.
 */
export const shutdownRetryMs = 1_000;

const tooManyStreams = () =>
  new AppError(
    "resource-exhausted",
    "Hay demasiadas pantallas abiertas con tu usuario. Cerrá alguna y volvé a intentar.",
  );

/** SSE stream of the signed-in user's business changes: names what changed, never the data itself. */
export const eventRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const streams = createOpenStreams();
    // Sign-out, password reset, a disabled or deleted user (realtime/auth-changes.ts), on any instance.
    const unsubscribeAuth = ctx.bus.subscribeAuth((change) => streams.recheckAffected(change));
    app.addHook("onClose", async () => unsubscribeAuth());
    // Before Fastify waits for requests in flight: a stream never finishes by itself, so close would hang.
    app.addHook("preClose", async () => streams.closeAll(shutdownRetryMs));

    app.get("/events", async (request, reply) => {
      const current = caller(request).session;
      // Fastify answers HEAD with this handler: a HEAD has no body to stream, so it gets the headers and
      // ends at once, never holding one of the user's stream slots (decision 035).
      if (request.method === "HEAD") return reply.headers(streamHeaders).send();
      if (streams.countOf(current.user.id) >= maxStreamsPerUser) throw tooManyStreams();
      reply.hijack();
      const res = reply.raw;
      if (streams.isClosing()) {
        // Shutting down (docs/deploy.md): a stream opened now would hold closing up until its deadline;
        // this one ends at once, telling the browser when to come back (to another instance, or this one
        // restarted). Fastify has set `Connection: close`.
        const { connection: _, ...headers } = streamHeaders;
        res.writeHead(200, headers);
        res.end(`retry: ${shutdownRetryMs}\n\n`);
        return;
      }
      res.writeHead(200, streamHeaders);
      const send = (event: string, data: unknown) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      send("ready", { businessId: current.business.id });

      let ended = false;
      let checking = false;
      let again = false;
      let expiryTimer: NodeJS.Timeout | undefined;
      // The stream ends with its session, and the browser's reconnect meets a 401 that signs it out.
      const readAgain = async () => {
        do {
          again = false;
          const still = await readSession(ctx, request, { extend: false, asOfNow: true }).catch(
            (error: unknown) => (unavailableIn(error) ? unread : null),
          );
          if (ended) return;
          // The database is away (decision 071): the stream stays, and its session is read once it is back.
          if (still === unread) {
            checking = false;
            clearTimeout(expiryTimer);
            expiryTimer = setTimeout(recheck, unreadRetryMs);
            return;
          }
          if (!still || still.sessionId !== current.sessionId) return end();
          watchExpiry(still.expiresAt);
        } while (again);
        checking = false;
      };
      const recheck = () => {
        if (ended) return;
        if (checking) {
          again = true;
          return;
        }
        checking = true;
        // Out of the bus callback, which may run inside the very write that announced the change.
        setImmediate(() => void readAgain());
      };
      const watchExpiry = (expiresAt: number) => {
        clearTimeout(expiryTimer);
        const wait = Math.min(Math.max(expiresAt - Date.now() + 1, 0), maxExpiryWaitMs);
        expiryTimer = setTimeout(recheck, wait);
      };

      const forget = streams.add({
        sessionId: current.sessionId,
        userId: current.user.id,
        businessId: current.business.id,
        recheck,
        close: (retryMs) => {
          if (ended) return;
          res.write(`retry: ${retryMs}\n\n`);
          end();
          // The stream's connection is kept alive; closing it now saves the server waiting to sweep it.
          res.socket?.end();
        },
      });
      const unsubscribe = ctx.bus.subscribe(current.business.id, (message) => {
        if (message === "resync") send("resync", {});
        else send("change", message);
      });
      const heartbeat = setInterval(() => res.write(": ping\n\n"), heartbeatMs);
      watchExpiry(current.expiresAt);
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(expiryTimer);
        unsubscribe();
        forget();
        res.end();
      };
      request.raw.on("close", end);
      res.on("error", end);
    });
  };
