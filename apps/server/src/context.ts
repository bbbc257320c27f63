import type { Auth } from "./auth/auth.ts";
import type { SessionCache } from "./auth/session-cache.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { ChangeBus } from "./realtime/change-bus.ts";

/**
 * The services modules start and other modules use (printing, invoices, backups). Each module declares its own
 * member beside its code, by declaration merging (which needs an interface), so the context knows no module and
 * the modules that read it import nothing upward (decision 076).
 */
// biome-ignore lint/suspicious/noEmptyInterface: the modules' own declarations fill it
export interface ModuleServices {}

/** Everything a module needs, passed explicitly so services stay plain functions. */
export type AppContext = ModuleServices & {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  bus: ChangeBus;
  mailer: Mailer;
  /** What session cookies resolve to, kept current through the bus's auth changes. */
  sessions: SessionCache;
};
