import { type Page, TOTAL_CAP } from "@comanda/domain";
import { type AuditAction, type AuditEntry, type auditQuery, businessDayStart } from "@comanda/domain/audit";
import { sql } from "kysely";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { createdAtCursor, decodeCursor, toPage } from "../../db/keyset.ts";

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

type Row = {
  id: string;
  at: number;
  user_name: string;
  action: string;
  order_id: string | null;
  target: string;
  detail: string;
  authorized_by_name: string | null;
};

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
  const orders = db
    .selectFrom("audit_event")
    .select(["id", "at", "user_name", "action", "order_id", "target", "detail", "authorized_by_name"])
    .where("business_id", "=", businessId)
    .$if(query.action === "authorized", (q) => q.where("authorized_by_name", "is not", null))
    .$if(query.action !== undefined && query.action !== "authorized", (q) =>
      q.where("action", "=", query.action as string),
    )
    .$if(query.user !== undefined, (q) => q.where("user_id", "=", query.user as string))
    .$if(query.order !== undefined, (q) => q.where("order_id", "=", query.order as string));
  const catalog = db
    .selectFrom("authorization")
    .select([
      "id",
      sql<number>`created_at`.as("at"),
      sql<string>`requested_by_name`.as("user_name"),
      sql<string>`'authorized'`.as("action"),
      sql<string | null>`null`.as("order_id"),
      "target_kind as target",
      sql<string>`action`.as("detail"),
      "authorized_by_name",
    ])
    .where("business_id", "=", businessId)
    .where("target_kind", "<>", "order")
    .$if(query.user !== undefined, (q) => q.where("requested_by", "=", query.user as string));
  const withCatalog =
    query.order === undefined && (query.action === undefined || query.action === "authorized");
  const source = withCatalog ? orders.unionAll(catalog) : orders;
  const from = query.from ? businessDayStart(query.from) : null;
  const to = query.to ? businessDayStart(query.to) + day : null;
  const inDays = db
    .selectFrom(source.as("e"))
    .selectAll()
    .$if(from !== null, (q) => q.where("e.at", ">=", from as number))
    .$if(to !== null, (q) => q.where("e.at", "<", to as number));
  // Counted up to the cap, like the catalog's searches: past it the list says "más de 1.000".
  const counting = db
    .selectFrom(
      inDays
        .select(sql<number>`1`.as("one"))
        .limit(TOTAL_CAP + 1)
        .as("c"),
    )
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const rows = (await inDays
    .$if(cursor !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb("e.at", "<", cursor?.at as number),
          eb.and([eb("e.at", "=", cursor?.at as number), eb("e.id", "<", cursor?.id as string)]),
        ]),
      ),
    )
    .orderBy("e.at", "desc")
    .orderBy("e.id", "desc")
    .limit(query.limit + 1)
    .execute()) as Row[];
  const named = rows.map((row) =>
    row.action === "authorized" && row.order_id === null && kindLabels[row.target]
      ? { ...row, target: kindLabels[row.target] as string, detail: actionLabels[row.detail] ?? row.detail }
      : row,
  );
  const page = toPage(named, query.limit, (row) => ({ at: Number(row.at), id: row.id }), toEntry);
  const counted = Number((await counting).n);
  return { ...page, total: Math.min(counted, TOTAL_CAP), totalIsCapped: counted > TOTAL_CAP };
};
