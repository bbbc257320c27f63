import { type Page, TOTAL_CAP } from "@comanda/domain";
import { type AuditAction, type AuditEntry, type auditQuery, businessDayStart } from "@comanda/domain/audit";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { createdAtCursor, decodeCursor, toPage } from "../../db/keyset.ts";
import type { AuditEventTable } from "../../db/schema-stations.ts";
import { auditInDays, countUpToCap, selectAuditPage } from "./queries.ts";

type Query = z.output<typeof auditQuery>;
const day = 24 * 60 * 60 * 1000;

const kindLabels: Record<string, string> = {
  order: "Pedido",
  category: "Categoría",
  payment_method: "Medio de pago",
  ingredient: "Ingrediente",
  product: "Producto",
  promotion: "Promoción",
};
const actionLabels: Record<string, string> = {
  create: "Crear",
  update: "Modificar",
  status: "Habilitar o deshabilitar",
  delete: "Eliminar",
  cancel: "Cancelar",
};

type Row = Omit<AuditEventTable, "business_id" | "user_id">;

const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  at: Number(row.at),
  userName: row.user_name,
  action: row.action as AuditAction,
  orderId: row.order_id,
  target: row.target,
  detail: row.detail,
  authorizedBy: row.authorized_by_name,
});

/**
 * GET /audit (ADMIN, decision 047): what was done to orders (audit_event) and what an ADMIN's PIN let
 * someone do to the catalog (`authorization`; an order's authorization rides on its own row), newest
 * first, by day, action, user and order.
 */
export const listAudit = async (db: Db, businessId: string, query: Query): Promise<Page<AuditEntry>> => {
  const cursor = decodeCursor(query.cursor, createdAtCursor);
  const withCatalog =
    query.order === undefined && (query.action === undefined || query.action === "authorized");
  const from = query.from ? businessDayStart(query.from) : null;
  const to = query.to ? businessDayStart(query.to) + day : null;
  const inDays = auditInDays(db, businessId, query, withCatalog, from, to);
  const counting = countUpToCap(db, inDays);
  const rows = (await selectAuditPage(inDays, cursor, query.limit)) as Row[];
  const named = rows.map((row) =>
    row.action === "authorized" && row.order_id === null && kindLabels[row.target]
      ? { ...row, target: kindLabels[row.target] as string, detail: actionLabels[row.detail] ?? row.detail }
      : row,
  );
  const page = toPage(named, query.limit, (row) => ({ at: Number(row.at), id: row.id }), toEntry);
  const counted = Number((await counting).n);
  return { ...page, total: Math.min(counted, TOTAL_CAP), totalIsCapped: counted > TOTAL_CAP };
};
