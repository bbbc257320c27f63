import type { TestPrintResult } from "@comanda/domain/printing";
import type { TestPrintInput } from "@comanda/domain/stations";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { stationAndBusinessNames } from "../stations/index.ts";
import type { PrinterGuard } from "./printer-networks.ts";
import { renderTestTicket } from "./render-test-ticket.ts";
import { PrinterError, type SendOptions, sendToPrinter } from "./send-to-printer.ts";

/**
 * 'Imprimir prueba': a short ticket sent now, through the same guard and transport as the queue's, to the
 * printer the dialog has (saved or not), and what became of it in words the owner can act on.
 */
export const testPrint = async (
  db: Db,
  guard: PrinterGuard,
  businessId: string,
  stationId: string,
  printer: TestPrintInput,
  sendOptions: Omit<SendOptions, "guard"> = {},
): Promise<TestPrintResult> => {
  const station = await stationAndBusinessNames(db, businessId, stationId);
  if (!station) throw notFound("No encontramos esa estación.");
  const bytes = renderTestTicket(
    { businessName: station.business, stationName: station.station, at: Date.now() },
    { width: printer.paper_width },
  );
  const where = `${printer.printer_host}:${printer.printer_port}`;
  try {
    await sendToPrinter({ host: printer.printer_host, port: printer.printer_port }, bytes, {
      ...sendOptions,
      guard,
    });
    return {
      outcome: "printed",
      message: `La impresora recibió la prueba (${where}). Fijate que haya salido bien.`,
    };
  } catch (error) {
    if (!(error instanceof PrinterError)) throw error;
    if (error.code === "unconfirmed")
      return {
        outcome: "unconfirmed",
        message: `La impresora recibió la prueba pero no confirmó (${where}). Fijate si salió el ticket.`,
      };
    if (error.code === "problem") return { outcome: "unconfirmed", message: error.message };
    if (error.code === "refused") return { outcome: "failed", message: error.message };
    return {
      outcome: "failed",
      message: `${error.message} Revisá que esté prendida y en la red, y la dirección y el puerto.`,
    };
  }
};
