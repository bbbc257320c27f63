import { listQuery, type Page } from "@comanda/domain";
import { type Invoice, unsettledInvoiceStatuses } from "@comanda/domain/invoices";
import { z } from "zod";
import type { Db } from "../../../db/database.ts";
import { createdAtCursor, decodeCursor, toPage } from "../../../db/keyset.ts";
import { notFound } from "../../../errors.ts";
import { invoicePage, invoiceWithTurn } from "./queries.ts";
import { toInvoice } from "./to-invoice.ts";

export const invoiceListQuery = listQuery.omit({ q: true }).extend({
  status: z.enum(["unsettled", "all"], { error: "El filtro es «unsettled» o «all»." }).default("all"),
  order: z.uuid({ error: "El pedido no es válido." }).optional(),
});

/** Decision 055: the business's vouchers, newest first; 'unsettled' is the 'Pendientes de CAE' list. */
export const listInvoices = async (
  db: Db,
  businessId: string,
  query: z.output<typeof invoiceListQuery>,
): Promise<Page<Invoice>> => {
  const cursor = decodeCursor(query.cursor, createdAtCursor);
  const [found, counted] = await invoicePage(db, businessId, {
    ...(query.status === "unsettled" ? { statuses: unsettledInvoiceStatuses } : {}),
    ...(query.order ? { order: query.order } : {}),
    cursor,
    limit: query.limit,
  });
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
  const row = await invoiceWithTurn(db, businessId, id);
  if (!row) throw notFound("No encontramos esa factura.");
  return row;
};
