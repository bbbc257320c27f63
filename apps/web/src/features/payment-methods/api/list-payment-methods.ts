import { page, paymentMethod } from "@comanda/domain";
import { queryOptions } from "@tanstack/react-query";
import { usePagedList } from "../../../components/paged-list/use-paged-list";
import { apiGet } from "../../../lib/api-client";
import { type ListParams, listSearch } from "../../../lib/list-params";

/** Under "payment-methods", so the live stream's `payment-methods` events refresh it (lib/live-events.ts). */
export const paymentMethodsQueryKey = ["payment-methods"] as const;

const paymentMethodPage = page(paymentMethod);

export const listPaymentMethods = (params: ListParams, signal?: AbortSignal) =>
  apiGet(`/payment-methods?${listSearch(params)}`, { signal, schema: paymentMethodPage });

export const paymentMethodsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...paymentMethodsQueryKey, "list", params],
    queryFn: ({ signal }) => listPaymentMethods(params, signal),
  });

/** Newest first, 10 a page, filtered by name. */
export const usePaymentMethodList = () => usePagedList(paymentMethodsQueryOptions);
