import pino from "pino";
import { buildApp } from "./app.ts";
import { createAuth } from "./auth/auth.ts";
import { warnIfDemoOwner } from "./auth/demo-accounts.ts";
import { createSessionCache } from "./auth/session-cache.ts";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { defaultSlowStatementMs } from "./db/statement-guard.ts";
import { createMailer } from "./mail/mailer.ts";
import { startBackupSchedule } from "./modules/backups/index.ts";
import { startInvoicing } from "./modules/invoices/index.ts";
import { createPrinterGuard, startPrinting } from "./modules/printing/index.ts";
import { type ChangeBus, createMemoryBus } from "./realtime/change-bus.ts";
import { createPostgresBus } from "./realtime/postgres-bus.ts";
import { installSqliteAuthTriggers } from "./realtime/sqlite-auth-triggers.ts";

export type Server = Awaited<ReturnType<typeof createServer>>;

/** Wires the whole server: database (migrated), mail, auth, change bus, session cache, HTTP app. */
export const createServer = async (
  config: Config,
  options: { webDistDir?: string; logger?: pino.Logger } = {},
) => {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const database = openDatabase(
    config.database,
    (error) => logger.warn({ err: error }, "database connection lost"),
    {
      guard: {
        slowMs: defaultSlowStatementMs,
        onSlow: (slow) => logger.warn({ statement: slow }, "slow statement"),
      },
      statementTimeoutMs: config.statementTimeoutMs,
    },
  );
  await migrateToLatest(database.db, database.dialect);
  await warnIfDemoOwner(database.db, logger);
  const mailer = createMailer(config.smtpUrl, config.mailFrom, logger);
  let bus: ChangeBus;
  if (database.pool && config.database.kind === "postgres") {
    bus = await createPostgresBus(database.pool, config.database.url, logger);
  } else {
    const memory = createMemoryBus();
    if (database.sqlite) installSqliteAuthTriggers(database.sqlite, memory.announceAuth);
    bus = memory;
  }
  const auth = createAuth({ config, database, mailer, bus, log: logger });
  const { authCookies } = await auth.$context;
  const sessions = createSessionCache({ cookieName: authCookies.sessionToken.name });
  bus.subscribeAuth((change) => sessions.invalidate(change));
  const printerGuard = createPrinterGuard({
    networks: config.printerNetworks,
    databaseUrl: config.database.kind === "postgres" ? config.database.url : null,
  });
  const printing = startPrinting(database.db, bus, logger, printerGuard);
  const invoices = startInvoicing({ database, config }, bus, logger);
  const backups = startBackupSchedule(config, database, logger);
  const ctx: AppContext = { config, database, auth, bus, mailer, sessions, printing, invoices, backups };
  const app = await buildApp(ctx, { logger, webDistDir: options.webDistDir });
  const close = async () => {
    await app.close();
    await printing.stop();
    await ctx.invoices.stop();
    await backups.stop();
    await bus.close();
    mailer.close();
    await database.close();
  };
  return { app, ctx, close };
};
