import { z } from "zod";

// Issue 18, point 3: what the screens know of printing. The documents a print job carries are the
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
