import { page, paymentMethod } from "@comanda/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { type ListParams, listSearch } from "@/lib/list-params";
import { queryKeys } from "@/lib/query-keys";
import { usePagedList } from "@/lib/use-paged-list";

const paymentMethodPage = page(paymentMethod);

export const listPaymentMethods = (params: ListParams, signal?: AbortSignal) =>
  apiGet(`/payment-methods?${listSearch(params)}`, { signal, schema: paymentMethodPage });

export const paymentMethodsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: queryKeys.paymentMethods.list(params),
    queryFn: ({ signal }) => listPaymentMethods(params, signal),
  });

/** Newest first, 10 a page, filtered by name. */
export const usePaymentMethodList = () => usePagedList(paymentMethodsQueryOptions);
