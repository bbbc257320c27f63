import pino from "pino";
import { buildApp } from "./app.ts";
import { createAuth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { createMailer } from "./mail/mailer.ts";
import { createMemoryBus } from "./realtime/change-bus.ts";
import { createPostgresBus } from "./realtime/postgres-bus.ts";

export type Server = Awaited<ReturnType<typeof createServer>>;

/** Wires the whole server: database (migrated), mail, auth, change bus, HTTP app. */
export const createServer = async (
  config: Config,
  options: { webDistDir?: string; logger?: pino.Logger } = {},
) => {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const database = openDatabase(config.database, (error) =>
    logger.warn({ err: error }, "database connection lost"),
  );
  await migrateToLatest(database.db, database.dialect);
  const mailer = createMailer(config.smtpUrl, config.mailFrom, logger);
  const bus =
    database.pool && config.database.kind === "postgres"
      ? await createPostgresBus(database.pool, config.database.url, logger)
      : createMemoryBus();
  const auth = createAuth({ config, database, mailer, bus, log: logger });
  const ctx: AppContext = { config, database, auth, bus, mailer };
  const app = await buildApp(ctx, { logger, webDistDir: options.webDistDir });
  const close = async () => {
    await app.close();
    await bus.close();
    mailer.close();
    await database.close();
  };
  return { app, ctx, close };
};
