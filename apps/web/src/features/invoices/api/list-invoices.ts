import { PAGE_SIZE, page } from "@comanda/domain";
import { invoice } from "@comanda/domain/invoices";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import type { ListParams } from "@/lib/list-params";
import { queryKeys } from "@/lib/query-keys";
import { usePagedList } from "@/lib/use-paged-list";

/** 'Pendientes' (not yet authorized and still to be) or every voucher. */
export type InvoiceFilter = "unsettled" | "all";

export const invoicePage = page(invoice);

const searchOf = (status: InvoiceFilter, { cursor }: ListParams) => {
  const search = new URLSearchParams({ status, limit: String(PAGE_SIZE) });
  if (cursor) search.set("cursor", cursor);
  return search.toString();
};

export const invoicesQueryOptions = (status: InvoiceFilter, params: ListParams) =>
  queryOptions({
    queryKey: queryKeys.invoices.list(status, params),
    queryFn: ({ signal }) => apiGet(`/invoices?${searchOf(status, params)}`, { signal, schema: invoicePage }),
  });

/** Newest first, 10 a page; the page remounts the table when the filter changes (page 1 again). */
export const useInvoiceList = (status: InvoiceFilter) =>
  usePagedList((params: ListParams) => invoicesQueryOptions(status, params));
