import { formatMoney, uuidv7 } from "@comanda/domain";
import { type AuditRow, auditEventValues, orderTarget } from "../../modules/audit/index.ts";
import type { PaymentDraft } from "../../modules/orders/index.ts";
import type { DemoUser } from "./catalog.ts";
import type { DemoRows } from "./rows.ts";

/** Audit rows as `recordAudit` writes them, each id made for its own moment. */
export const pushAudit = (
  rows: DemoRows,
  businessId: string,
  user: DemoUser,
  at: number,
  entries: readonly AuditRow[],
) => {
  for (const entry of entries)
    rows.audit_event.push({ ...auditEventValues(businessId, user, at, entry), id: uuidv7(at) });
};

/** A charge or a cancel as modules/orders/transitions.ts records it: the total, and how a charge was paid. */
export const movedRow = (
  orderId: string,
  turn: string,
  cancelled: boolean,
  total: number,
  parts: readonly PaymentDraft[],
): AuditRow => {
  const said = `Total ${formatMoney(total)}`;
  return {
    id: uuidv7(),
    action: cancelled ? "cancelled" : "completed",
    orderId,
    target: orderTarget(turn),
    detail: cancelled
      ? said
      : [said, ...parts.map((part) => `${part.name} ${formatMoney(part.amount)}`)].join(" · "),
    authorizedByName: null,
  };
};
