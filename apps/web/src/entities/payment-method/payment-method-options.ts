import { MAX_PAGE_SIZE, type PaymentMethod, page, paymentMethod } from "@comanda/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const paymentMethodPage = page(paymentMethod);

export const listPaymentMethodOptions = (signal?: AbortSignal) =>
  apiGet(`/payment-methods?limit=${MAX_PAGE_SIZE}`, { signal, schema: paymentMethodPage });

const byName = (a: PaymentMethod, b: PaymentMethod) => a.name.localeCompare(b.name, "es");

/** The methods an order or a tab may be paid with, by name: one answer for every screen that offers them. */
export const paymentMethodOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.paymentMethods.options,
    queryFn: ({ signal }) => listPaymentMethodOptions(signal),
    // Only an enabled method can be chosen (the server refuses the others).
    select: (result) => result.items.filter((method) => method.status === "enabled").sort(byName),
  });

export const usePaymentMethodOptions = () => useQuery(paymentMethodOptionsQueryOptions());
