import type { Order } from "@comanda/domain";
import type { PrinterGuard } from "./printer-networks.ts";

// The printing's shape as the server's context holds it, apart from the code behind it: the context is
// imported by every module's routes, so it must not reach, through this type, the modules printing reads
// (stations' routing).

/** The comandas queued as orders come and change (comandas.ts). */
export type ComandaPrinting = {
  /** Whether any station of the business prints: an edit reads the order before only then. */
  prints: (businessId: string) => Promise<boolean>;
  created: (businessId: string, order: Order) => Promise<void>;
  edited: (businessId: string, before: Order, after: Order) => Promise<void>;
  /** Decision 081: 'ANULADO' at the stations that were making it */
  cancelled: (businessId: string, order: Order) => Promise<void>;
};

export type Printing = {
  comandas: ComandaPrinting;
  /** where direct printing may connect (PRINTER_NETWORKS, decision 065) */
  guard: PrinterGuard;
  /** look at the queue now (a job was queued, or someone asked to retry) */
  wake: () => void;
  stop: () => Promise<void>;
};

declare module "../../context.ts" {
  interface ModuleServices {
    /** The print queue's worker and the comandas queued as orders come (decision 044). */
    printing: Printing;
  }
}
