import { TOTAL_CAP } from "@comanda/domain";
import type { auditQuery } from "@comanda/domain/audit";
import { sql } from "kysely";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import type { Cursor } from "../../db/keyset.ts";
import { queryTemplate, type TemplateParam } from "../../db/query-template.ts";

type AuditFilter = Pick<z.output<typeof auditQuery>, "action" | "user" | "order">;

/**
 * The entries a filter keeps, between two instants: what was done to orders (audit_event), and with
 * `withCatalog` also what an ADMIN's PIN let someone do to the catalog (`authorization`) in the same columns.
 */
export const auditInDays = (
  db: Db,
  businessId: string,
  query: AuditFilter,
  withCatalog: boolean,
  from: number | null,
  to: number | null,
) => {
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
  const source = withCatalog ? orders.unionAll(catalog) : orders;
  return db
    .selectFrom(source.as("e"))
    .selectAll()
    .$if(from !== null, (q) => q.where("e.at", ">=", from as number))
    .$if(to !== null, (q) => q.where("e.at", "<", to as number));
};
type AuditEntries = ReturnType<typeof auditInDays>;

/** Counted up to the cap, like the catalog's searches: past it the list says "más de 1.000". */
export const countUpToCap = (db: Db, inDays: AuditEntries) =>
  db
    .selectFrom(
      inDays
        .select(sql<number>`1`.as("one"))
        .limit(TOTAL_CAP + 1)
        .as("c"),
    )
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();

/** One page, newest first; one row past the page. */
export const selectAuditPage = (inDays: AuditEntries, cursor: Cursor<number> | null, limit: number) =>
  inDays
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
    .limit(limit + 1)
    .execute();

const auditColumns = [
  "id",
  "business_id",
  "at",
  "user_id",
  "user_name",
  "action",
  "order_id",
  "target",
  "detail",
  "authorized_by_name",
] as const;
type AuditColumn = (typeof auditColumns)[number];

// Built and compiled once (db/query-template.ts): an order writes one or two of these on the hot path.
const insertAudit = queryTemplate((db: Db, p: TemplateParam<AuditColumn>) =>
  db.insertInto("audit_event").values({
    id: p("id"),
    business_id: p("business_id"),
    at: p("at"),
    user_id: p("user_id"),
    user_name: p("user_name"),
    action: p("action"),
    order_id: p("order_id"),
    target: p("target"),
    detail: p("detail"),
    authorized_by_name: p("authorized_by_name"),
  }),
);

/** One audit_event row, in the caller's transaction. */
export const insertAuditRow = (trx: Db, values: Record<AuditColumn, unknown>) =>
  trx.executeQuery(insertAudit(trx, values));
