import { invoiceDocument } from "@comanda/domain/invoices";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

/** Under "invoices", so whatever refreshes the invoices refreshes a voucher being printed too. */
export const invoiceDocumentKey = (id: string) => ["invoices", "document", id] as const;

/** GET /invoices/:id: the voucher with its issuer, lines and payments, as it prints. */
export const invoiceDocumentQuery = (id: string) =>
  queryOptions({
    queryKey: invoiceDocumentKey(id),
    queryFn: ({ signal }) =>
      apiGet(`/invoices/${encodeURIComponent(id)}`, { signal, schema: invoiceDocument }),
  });

export const useInvoiceDocument = (id: string) => useQuery(invoiceDocumentQuery(id));
