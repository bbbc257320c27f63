import type { Auth } from "./auth/auth.ts";
import type { SessionCache } from "./auth/session-cache.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { BackupSchedule } from "./modules/backups/index.ts";
import type { Invoicing } from "./modules/invoices/invoicing.ts";
import type { Printing } from "./modules/printing/types.ts";
import type { ChangeBus } from "./realtime/change-bus.ts";

/** Everything a module needs, passed explicitly so services stay plain functions. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  bus: ChangeBus;
  mailer: Mailer;
  /** What session cookies resolve to, kept current through the bus's auth changes. */
  sessions: SessionCache;
  /** Decision 044: the print queue's worker and the comandas queued as orders come. */
  printing: Printing;
  /** Decision 055: the queue of invoices and credit notes on their way to ARCA. */
  invoices: Invoicing;
  /** Decision 057: the scheduled backups (off unless BACKUP_EVERY is set). */
  backups: BackupSchedule;
};
