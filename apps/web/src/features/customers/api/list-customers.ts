import { page } from "@comanda/domain";
import { customer } from "@comanda/domain/customers";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { type ListParams, listSearch } from "@/lib/list-params";
import { queryKeys } from "@/lib/query-keys";
import { usePagedList } from "@/lib/use-paged-list";

const customerPage = page(customer);

export const listCustomers = (params: ListParams, signal?: AbortSignal) =>
  apiGet(`/customers?${listSearch(params)}`, { signal, schema: customerPage });

export const customersQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: queryKeys.customers.list(params),
    queryFn: ({ signal }) => listCustomers(params, signal),
  });

/** Newest first, 10 a page; the search matches the name or the phone's first digits. */
export const useCustomerList = () => usePagedList(customersQueryOptions);
