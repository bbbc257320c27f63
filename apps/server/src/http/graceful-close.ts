import type { FastifyInstance } from "fastify";
import { sendError } from "./error-handler.ts";

/**
 * How long the server keeps serving after SIGTERM, its health check answering 503, before it stops
 * listening (main.ts): time for a proxy that checks health (deploy/Caddyfile: every second) to send new
 * requests elsewhere. Closing the listening socket resets the connections the kernel has accepted but the
 * server has not yet taken, so the fewer arrive then, the better.
 */
export const shutdownNoticeMs = 2_000;
const noticed = new WeakSet<FastifyInstance>();

/** From now on the health check answers 503: this instance is about to stop (main.ts, on SIGTERM). */
export const announceShutdown = (app: FastifyInstance) => noticed.add(app);

/**
 * How long closing waits for requests in flight (a body still arriving, an order being saved) before it
 * cuts their connections: under main.ts's 30 s, which also stops the queues and closes the database, and
 * systemd's 35 s (docs/deploy.md).
 */
export const shutdownDrainMs = 20_000;
/** How often, while draining, connections that have finished their last answer are closed. */
const idleSweepMs = 250;
/**
 * How long a connection accepted just before closing has to send its request before it counts as idle:
 * Node's server.close() closed every connection without a request under way, among them those accepted in
 * the same turn of the event loop whose request was already on its way (a proxy answered 502 for them).
 */
const freshGraceMs = 500;

/**
 * Closing finishes what is in flight (docs/deploy.md). Fastify's `forceCloseConnections: true` destroyed
 * every connection, busy or not: a proxy answered 502 for orders already saved, and a request whose body was
 * still arriving got nothing. Now closing stops listening, makes every answer sent while closing say
 * `Connection: close` (so each busy connection ends after its answer), closes the idle connections after a
 * moment (one just accepted gets to send its request) and then as they go idle, and past the deadline cuts
 * what is left.
 */
export const registerGracefulClose = (app: FastifyInstance) => {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  app.addHook("onRequest", (request, reply, done) => {
    if (noticed.has(app) && request.url === "/api/v1/health") {
      sendError(reply, 503, "unavailable", "El servidor se está deteniendo.");
      return;
    }
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("preClose", (done) => {
    closing = true;
    if (app.server.listening) {
      const closeIdle = app.server.closeIdleConnections.bind(app.server);
      // Node's server.close(), which Fastify calls next, would close them all at once.
      app.server.closeIdleConnections = () => {};
      sweep = setTimeout(() => {
        closeIdle();
        sweep = setInterval(closeIdle, idleSweepMs).unref();
      }, freshGraceMs).unref();
      deadline = setTimeout(() => app.server.closeAllConnections(), shutdownDrainMs).unref();
    }
    done();
  });
  app.addHook("onClose", (_instance, done) => {
    clearTimeout(sweep);
    clearInterval(sweep);
    clearTimeout(deadline);
    done();
  });
};
