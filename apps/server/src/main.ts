import { ConfigError, loadConfig } from "./config.ts";
import { createServer } from "./server.ts";

const start = async () => {
  const config = loadConfig();
  const server = await createServer(config);
  await server.app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === "sqlite" ? config.database.file : "PostgreSQL";
  console.log(`\nComanda está funcionando en ${config.baseUrl} (datos: ${where})\n`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
};

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
