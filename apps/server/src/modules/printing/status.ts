import type { PrinterStatus } from "@comanda/domain/printing";
import { sql } from "kysely";
import type { Queryable } from "./queue.ts";

const unprinted = sql<number>`sum(case when status in ('pending', 'printing') then 1 else 0 end)`;
// A job that could not be rendered says nothing about the printer; one it never confirmed does.
const lastAttempt = sql<
  number | null
>`max(case when status <> 'failed' or unconfirmed_at is not null then attempted_at end)`;

/**
 * Each printer the business has sent tickets to (by host and port), as its jobs tell it: online when the
 * last attempt printed, offline when it failed (with why: "no responde", outside the allowed networks, or
 * what the printer itself said), unknown before any attempt. A printer no station has any
 * more is left out once it has nothing left to print: its history says nothing about the kitchen now.
 */
export const printerStatuses = async (db: Queryable, businessId: string): Promise<PrinterStatus[]> => {
  const [printers, configured] = await Promise.all([
    db
      .selectFrom("print_job")
      .select(["host", "port", unprinted.as("pending"), lastAttempt.as("last_attempt_at")])
      .select((eb) => eb.fn.max("id").as("last_id"))
      .where("business_id", "=", businessId)
      .groupBy(["host", "port"])
      .orderBy("host")
      .orderBy("port")
      .execute(),
    db
      .selectFrom("station")
      .select(["printer_host", "printer_port"])
      .where("business_id", "=", businessId)
      .where("printer_host", "is not", null)
      .execute(),
  ]);
  const inUse = new Set(
    configured.map((station) => `${station.printer_host}:${Number(station.printer_port)}`),
  );
  const shown = printers.filter(
    (printer) => Number(printer.pending ?? 0) > 0 || inUse.has(`${printer.host}:${Number(printer.port)}`),
  );
  return Promise.all(
    shown.map(async (printer) => {
      const named = await db
        .selectFrom("print_job")
        .select("printer_name")
        .where("id", "=", printer.last_id)
        .executeTakeFirstOrThrow();
      const at = printer.last_attempt_at === null ? null : Number(printer.last_attempt_at);
      const last =
        at === null
          ? null
          : await db
              .selectFrom("print_job")
              .select(["status", "last_error"])
              .where("business_id", "=", businessId)
              .where("host", "=", printer.host)
              .where("port", "=", printer.port)
              .where("attempted_at", "=", at)
              .where((eb) => eb.or([eb("status", "<>", "failed"), eb("unconfirmed_at", "is not", null)]))
              .orderBy("id", "desc")
              .executeTakeFirst();
      return {
        printerName: named.printer_name,
        host: printer.host,
        port: Number(printer.port),
        online: last ? last.status === "printed" : null,
        pendingJobs: Number(printer.pending ?? 0),
        lastError: last && last.status !== "printed" ? last.last_error : null,
        lastAttemptAt: at,
      };
    }),
  );
};
