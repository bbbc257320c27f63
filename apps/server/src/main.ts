import { ConfigError, loadConfig } from "./config.ts";
import { createServer } from "./server.ts";

const start = async () => {
  const config = loadConfig();
  const server = await createServer(config);
  await server.app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === "sqlite" ? config.database.file : "PostgreSQL";
  console.log(`\nComanda está funcionando en ${config.baseUrl} (datos: ${where})\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
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
