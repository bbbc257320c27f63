import type { PrintJobKind, PrintJobStatus, PrintWidth } from "@comanda/domain/printing";
import type { Generated } from "kysely";

/** The print queue (migration 0015, decision 044); schema.ts puts it in `Database`. */
export type PrintJobTable = {
  /** UUIDv7: the order a printer's tickets come out in */
  id: string;
  business_id: string;
  station_id: string | null;
  /** what the board shows, e.g. "Cocina" */
  printer_name: string;
  host: string;
  port: number;
  width: PrintWidth;
  kind: PrintJobKind;
  /** unique per business, e.g. `comanda:<orderId>:<version>:<stationId>` */
  dedupe_key: string;
  /** the ticket as JSON, rendered when it prints */
  document: string;
  status: Generated<PrintJobStatus>;
  /** failed attempts so far */
  attempts: Generated<number>;
  next_attempt_at: number;
  lease_until: number | null;
  /** the token of the worker that holds the lease */
  claim: string | null;
  /** Spanish, shown on the board */
  last_error: string | null;
  attempted_at: number | null;
  created_at: number;
  printed_at: number | null;
  /** Decision 065: the printer took it and never confirmed ('failed'): it may have printed */
  unconfirmed_at: number | null;
};
