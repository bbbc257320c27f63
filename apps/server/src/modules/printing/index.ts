// The printing module's front door (decision 076): other modules and the server reach the print queue only
// here.
export { printReceipt } from "./counter-print.ts";
export { createPrinterGuard, type PrinterGuard } from "./printer-networks.ts";
export { startPrinting } from "./printing.ts";
export { printingRoutes } from "./routes.ts";
export type { ComandaPrinting, Printing } from "./types.ts";
