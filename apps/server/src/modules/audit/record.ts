import {
  adjustmentKindLabels,
  changeText,
  formatMoney,
  type OrderChange,
  type PricedAdjustment,
  uuidv7,
} from "@comanda/domain";
import type { AuditAction } from "@comanda/domain/audit";
import type { Db } from "../../db/database.ts";
import { insertAuditRow } from "./queries.ts";

export type AuditUser = { id: string; name: string };

/** One audit row as written; `at` and the business come from the write it belongs to. */
export type AuditRow = {
  id: string;
  action: AuditAction;
  orderId: string | null;
  target: string;
  detail: string;
  authorizedByName: string | null;
};

export const orderTarget = (turn: string) => `Pedido ${turn}`;

const adjustmentText = (adjustment: PricedAdjustment) =>
  [
    adjustmentKindLabels[adjustment.kind],
    adjustment.mode === "percent" ? `${adjustment.value / 100} %` : "",
    adjustment.reason ? `(${adjustment.reason})` : "",
    formatMoney(adjustment.amount),
  ]
    .filter(Boolean)
    .join(" ");

const row = (action: AuditAction, orderId: string, turn: string, detail: string): AuditRow => ({
  id: uuidv7(),
  action,
  orderId,
  target: orderTarget(turn),
  detail,
  authorizedByName: null,
});

/** A new order: who took it and for how much, and its discounts as a row of their own. */
export const creationRows = (
  orderId: string,
  turn: string,
  money: { total: number; discount: number; adjustments: readonly PricedAdjustment[] },
): AuditRow[] => {
  const rows = [row("created", orderId, turn, `Total ${formatMoney(money.total)}`)];
  const discounts = money.adjustments.filter((adjustment) => adjustment.kind === "discount");
  if (money.discount > 0)
    rows.push(row("discounted", orderId, turn, discounts.map(adjustmentText).join(" · ")));
  return rows;
};

/** An edit: what changed, as the card lists it, and the discount when it moved. */
export const editRows = (
  orderId: string,
  turn: string,
  changes: readonly OrderChange[],
  money: { totalBefore: number; total: number; discountBefore: number; discount: number },
): AuditRow[] => {
  const said = changes.map(changeText);
  if (money.totalBefore !== money.total)
    said.push(`Total: ${formatMoney(money.totalBefore)} → ${formatMoney(money.total)}`);
  const rows = [row("edited", orderId, turn, said.join(" · ") || "Sin cambios en los productos")];
  if (money.discountBefore !== money.discount)
    rows.push(
      row(
        "discounted",
        orderId,
        turn,
        `Descuento: ${formatMoney(money.discountBefore)} → ${formatMoney(money.discount)}`,
      ),
    );
  return rows;
};

/** The audit_event row one entry is written as (the demo data builds its rows with it too). */
export const auditEventValues = (businessId: string, user: AuditUser, at: number, entry: AuditRow) => ({
  id: entry.id,
  business_id: businessId,
  at,
  user_id: user.id,
  user_name: user.name,
  action: entry.action,
  order_id: entry.orderId,
  target: entry.target,
  detail: entry.detail.slice(0, 1000),
  authorized_by_name: entry.authorizedByName,
});

/** Writes the rows in the caller's transaction: the change and its record land together or not at all. */
export const recordAudit = async (
  trx: Db,
  businessId: string,
  user: AuditUser,
  rows: readonly AuditRow[],
  at = Date.now(),
) => {
  for (const entry of rows) await insertAuditRow(trx, auditEventValues(businessId, user, at, entry));
};
