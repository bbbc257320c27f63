import { listQuery, type Page } from "@comanda/domain";
import { type Invoice, unsettledInvoiceStatuses } from "@comanda/domain/invoices";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { createdAtCursor, decodeCursor, toPage } from "../../db/keyset.ts";
import { notFound } from "../../errors.ts";
import { toInvoice } from "./queries.ts";

export const invoiceListQuery = listQuery.omit({ q: true }).extend({
  status: z.enum(["unsettled", "all"], { error: "El filtro es «unsettled» o «all»." }).default("all"),
  order: z.uuid({ error: "El pedido no es válido." }).optional(),
});

const withTurn = (db: Db) =>
  db.selectFrom("invoice as i").innerJoin("order as o", "o.id", "i.order_id").selectAll("i").select("o.turn");

/** Decision 055: the business's vouchers, newest first; 'unsettled' is the 'Pendientes de CAE' list. */
export const listInvoices = async (
  db: Db,
  businessId: string,
  query: z.output<typeof invoiceListQuery>,
): Promise<Page<Invoice>> => {
  const cursor = decodeCursor(query.cursor, createdAtCursor);
  let base = withTurn(db).where("i.business_id", "=", businessId);
  if (query.status === "unsettled") base = base.where("i.status", "in", [...unsettledInvoiceStatuses]);
  if (query.order) base = base.where("i.order_id", "=", query.order);
  let rows = base;
  if (cursor)
    rows = rows.where(({ or, and, eb }) =>
      or([
        eb("i.created_at", "<", cursor.at),
        and([eb("i.created_at", "=", cursor.at), eb("i.id", "<", cursor.id)]),
      ]),
    );
  const [found, counted] = await Promise.all([
    rows
      .orderBy("i.created_at", "desc")
      .orderBy("i.id", "desc")
      .limit(query.limit + 1)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  const page = toPage(
    found,
    query.limit,
    (row) => ({ at: Number(row.created_at), id: row.id }),
    (row) => toInvoice(row, row.turn),
  );
  return { ...page, total: Number(counted.count) };
};

/** One voucher of the business, or 404. */
export const readInvoice = async (db: Db, businessId: string, id: string) => {
  const row = await withTurn(db)
    .where("i.business_id", "=", businessId)
    .where("i.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound("No encontramos esa factura.");
  return row;
};
