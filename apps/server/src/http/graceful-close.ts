import type { FastifyInstance } from "fastify";

/**
 * How long closing waits for requests in flight (a body still arriving, an order being saved) before it
 * cuts their connections: under main.ts's 30 s, which also stops the queues and closes the database, and
 * systemd's 35 s (docs/deploy.md).
 */
export const shutdownDrainMs = 20_000;
/** How often, while draining, connections that have finished their last answer are closed. */
const idleSweepMs = 250;

/**
 * Issue 33 point 8: closing finishes what is in flight. Fastify's `forceCloseConnections: true` destroyed
 * every connection, busy or not: a proxy answered 502 for orders already saved, and a request whose body was
 * still arriving got nothing. With `"idle"` (app.ts) Node's server.close() stops listening and closes the
 * idle keep-alive connections; this makes every answer sent while closing say `Connection: close`, so each
 * busy connection ends after its answer, closes any that went idle after an answer that was already on its
 * way, and past the deadline cuts what is left.
 */
export const registerGracefulClose = (app: FastifyInstance) => {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("preClose", (done) => {
    closing = true;
    if (app.server.listening) {
      sweep = setInterval(() => app.server.closeIdleConnections(), idleSweepMs).unref();
      deadline = setTimeout(() => app.server.closeAllConnections(), shutdownDrainMs).unref();
    }
    done();
  });
  app.addHook("onClose", (_instance, done) => {
    clearInterval(sweep);
    clearTimeout(deadline);
    done();
  });
};
