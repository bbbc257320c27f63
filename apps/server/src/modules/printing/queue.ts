import type { PrintJobKind, PrintJobStatus, PrintWidth } from "@comanda/domain/printing";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { PrintJobTable } from "../../db/schema-printing.ts";
import type { ComandaDocument, ReceiptDocument, ZReportDocument } from "./documents.ts";

/** The database or a caller's transaction: a ticket is queued in the same commit as its order. */
export type Queryable = Kysely<Database>;

export type Printer = { name: string; host: string; port: number; width: PrintWidth };

export type PrintJobInput = {
  businessId: string;
  stationId?: string | null;
  printer: Printer;
  /** unique per business: the same ticket queued twice is one job, e.g. `comanda:<orderId>:<version>:<stationId>` */
  dedupeKey: string;
  now?: number;
} & (
  | { kind: "comanda"; document: ComandaDocument }
  | { kind: "receipt"; document: ReceiptDocument }
  | { kind: "z-report"; document: ZReportDocument }
);

export type PrintJob = {
  id: string;
  businessId: string;
  stationId: string | null;
  printerName: string;
  host: string;
  port: number;
  width: PrintWidth;
  kind: PrintJobKind;
  dedupeKey: string;
  status: PrintJobStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  printedAt: number | null;
};

export type PrintJobRow = Selectable<PrintJobTable>;

const optionalNumber = (value: number | null) => (value === null ? null : Number(value));

export const toPrintJob = (row: PrintJobRow): PrintJob => ({
  id: row.id,
  businessId: row.business_id,
  stationId: row.station_id,
  printerName: row.printer_name,
  host: row.host,
  port: Number(row.port),
  width: Number(row.width) as PrintWidth,
  kind: row.kind,
  dedupeKey: row.dedupe_key,
  status: row.status,
  attempts: Number(row.attempts),
  nextAttemptAt: Number(row.next_attempt_at),
  lastError: row.last_error,
  createdAt: Number(row.created_at),
  printedAt: optionalNumber(row.printed_at),
});
