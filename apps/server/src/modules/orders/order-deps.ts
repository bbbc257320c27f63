import type { Role } from "@comanda/domain";
import type { AppContext } from "../../context.ts";

/** Where a failed side effect is told, off the answer's path: the request's log. */
export type WarningLog = { warn: (details: object, message: string) => void };

/**
 * What an order's services need: the database and the bus; the invoices' queue, the stations' comandas and
 * the request's log where the app has them (after-order-change.ts uses them once the change is committed).
 */
export type OrderDeps = Pick<AppContext, "database" | "bus"> &
  Partial<Pick<AppContext, "invoices" | "printing">> & {
    log?: WarningLog;
    /**
     * The request's barrier on the change bus (auth/request-session.ts `changesHeard`), already asked as it
     * arrived; without a request, the bus's own (a round trip on PostgreSQL)
     */
    changesHeard?: () => Promise<boolean>;
  };
export type OrderUser = { id: string; name: string };
/** Who takes the order: the role decides whether it may discount (decision 026). */
export type OrderTaker = OrderUser & { role: Role };
