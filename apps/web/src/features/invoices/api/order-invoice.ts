import { PAGE_SIZE } from "@comanda/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { orderInvoiceOf } from "../lib/invoice-text";
import { invoicePage } from "./list-invoices";

/**
 * An order's vouchers (its invoice, a retried one, a credit note). There is no filter by shift, so the
 * shift's list asks for each order on its page: ten small requests, refreshed by the "invoices" events.
 */
export const orderInvoicesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.invoices.ofOrder(orderId),
    queryFn: ({ signal }) =>
      apiGet(`/invoices?status=all&order=${encodeURIComponent(orderId)}&limit=${PAGE_SIZE}`, {
        signal,
        schema: invoicePage,
      }),
  });

/** The order's standing invoice, and its last refused one while it has none. */
export const useOrderInvoice = (orderId: string) =>
  useQuery({ ...orderInvoicesQueryOptions(orderId), select: (found) => orderInvoiceOf(found.items) });
