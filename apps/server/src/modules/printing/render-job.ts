import type { PrintJobKind, PrintWidth } from "@comanda/domain/printing";
import { comandaDocument, receiptDocument, zReportDocument } from "./documents.ts";
import type { PrinterCodepage } from "./escpos.ts";
import { renderComanda } from "./render-comanda.ts";
import { renderReceipt } from "./render-receipt.ts";
import { renderZReport } from "./render-z-report.ts";

/** A job whose document cannot become a ticket: retrying it would never help, so it is marked 'failed'. */
export class UnprintableError extends Error {}

/** The bytes of a queued job, from the JSON it was stored with. */
export const renderJob = (
  kind: PrintJobKind,
  document: string,
  width: PrintWidth,
  codepage?: PrinterCodepage,
): Uint8Array => {
  let json: unknown;
  try {
    json = JSON.parse(document);
  } catch {
    throw new UnprintableError("No se pudo leer el ticket guardado.");
  }
  if (kind === "comanda") {
    const parsed = comandaDocument.safeParse(json);
    if (!parsed.success) throw new UnprintableError("El ticket de la comanda está incompleto.");
    return renderComanda(parsed.data, { width, codepage });
  }
  if (kind === "receipt") {
    const parsed = receiptDocument.safeParse(json);
    if (!parsed.success) throw new UnprintableError("El ticket del cliente está incompleto.");
    return renderReceipt(parsed.data, { width, codepage });
  }
  const parsed = zReportDocument.safeParse(json);
  if (!parsed.success) throw new UnprintableError("El informe Z está incompleto.");
  return renderZReport(parsed.data, { width, codepage });
};
