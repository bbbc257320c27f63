import { ConfigError, loadConfig } from "./config.ts";
import { announceShutdown, shutdownNoticeMs } from "./http/graceful-close.ts";
import { createServer } from "./server.ts";

/** The same signal again within this long is a forwarded copy of the first (see stop below). */
const sameSignalMs = 1_000;

const start = async () => {
  const config = loadConfig();
  const server = await createServer(config);
  await server.app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === "sqlite" ? config.database.file : "PostgreSQL";
  console.log(`\nComanda está funcionando en ${config.baseUrl} (datos: ${where})\n`);
  // Stop accepting, finish the requests in flight, end the live streams with a retry hint
  // (modules/events), stop the queues and close the database. A second signal, or 30 s, cuts it short (docs/deploy.md).
  let first: { signal: NodeJS.Signals; at: number } | null = null;
  const stop = async (signal: NodeJS.Signals) => {
    if (first) {
      // A signal to npm start's process group (systemd's unit, Ctrl-C; docs/deploy.md) reaches this
      // process directly and again forwarded by its parents (npm, scripts/lib.mjs), within milliseconds:
      // one signal, not a second.
      if (signal === first.signal && Date.now() - first.at < sameSignalMs) return;
      console.error("Segunda señal: Comanda se cierra ya.");
      process.exit(1);
    }
    first = { signal, at: Date.now() };
    console.log(`\n${signal}: Comanda termina lo que está en curso y se cierra…`);
    setTimeout(() => {
      console.error("No terminó en 30 s: se cierra igual.");
      process.exit(1);
    }, 30_000).unref();
    // Still serving, but the health check tells proxies to send new requests elsewhere (docs/deploy.md).
    announceShutdown(server.app);
    await new Promise((resolve) => setTimeout(resolve, shutdownNoticeMs));
    await server.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
};

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
