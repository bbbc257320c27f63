import { z } from "zod";
import { pricedOptionsText } from "./line-choices.ts";
import { pesosToCentavos } from "./money.ts";
import type { OrderLine } from "./orders.ts";

// Decision 044: what the screens know of printing. The documents a print job carries are the
// server's (apps/server/src/modules/printing/documents.ts): no screen needs them.

/** The paper: 80 mm prints 48 columns of Font A, 58 mm prints 32. */
export const printWidths = [80, 58] as const;
export type PrintWidth = (typeof printWidths)[number];

export const printJobKinds = ["comanda", "receipt", "z-report"] as const;
export type PrintJobKind = (typeof printJobKinds)[number];

export const printJobStatuses = ["pending", "printing", "printed", "failed"] as const;
export type PrintJobStatus = (typeof printJobStatuses)[number];

/** What the board shows of each printer: "Impresora Cocina sin conexión" when `online` is false. */
export const printerStatus = z.object({
  printerName: z.string(),
  host: z.string(),
  port: z.number(),
  /** the last attempt's outcome; null before the first attempt */
  online: z.boolean().nullable(),
  /** jobs waiting for this printer, the one printing included */
  pendingJobs: z.number(),
  lastError: z.string().nullable(),
  /** epoch ms of the last attempt */
  lastAttemptAt: z.number().nullable(),
});
export type PrinterStatus = z.infer<typeof printerStatus>;

/**
 * Decision 065: a ticket its printer took without confirming it ('Puede haberse impreso'): the board
 * asks someone to look at the printer, then reprint it or say it came out.
 */
export const unconfirmedTicket = z.object({
  id: z.string(),
  printerName: z.string(),
  kind: z.enum(printJobKinds),
  /** the order's number the ticket carries; null for a Z report */
  turn: z.string().nullable(),
  /** what the printer did (or did not) say, in Spanish */
  reason: z.string(),
  /** epoch ms of the attempt */
  at: z.number(),
});
export type UnconfirmedTicket = z.infer<typeof unconfirmedTicket>;

/** What 'Imprimir prueba' tells: it came out, the printer may have it, or it did not (and why). */
export const testPrintResult = z.object({
  outcome: z.enum(["printed", "unconfirmed", "failed"]),
  message: z.string(),
});
export type TestPrintResult = z.infer<typeof testPrintResult>;

/** Where this installation prints directly (PRINTER_NETWORKS); `direct` false: through the print agent. */
export const printerNetworks = z.object({ direct: z.boolean(), networks: z.array(z.string()) });
export type PrinterNetworks = z.infer<typeof printerNetworks>;

/**
 * Decision 080: what a receipt says under a line, printed or in the browser: its options with what they added
 * ('Jugoso, Huevo frito (+ $ 1.500,00)'), or a combo's products' own ('Bife de chorizo: Jugoso'), which its price
 * includes. Empty when it had none.
 */
export const receiptLineDetail = (line: Pick<OrderLine, "options" | "items">): string => {
  const priced = (options: readonly { name: string; price: number }[]) =>
    pricedOptionsText(options.map((option) => ({ name: option.name, price: pesosToCentavos(option.price) })));
  if (line.options.length > 0) return priced(line.options);
  return line.items
    .flatMap((item) => (item.options?.length ? [`${item.name}: ${priced(item.options)}`] : []))
    .join("; ");
};
