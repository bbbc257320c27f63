import { MAX_PAGE_SIZE, type PaymentMethod, page, paymentMethod } from "@comanda/domain";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const paymentMethodPage = page(paymentMethod);
const byName = (a: PaymentMethod, b: PaymentMethod) => a.name.localeCompare(b.name, "es");

/** The enabled payment methods by name (the key the order screen uses: one answer for both). */
export const usePaymentMethods = () =>
  useQuery({
    queryKey: queryKeys.paymentMethods.options,
    queryFn: ({ signal }) =>
      apiGet(`/payment-methods?limit=${MAX_PAGE_SIZE}`, { signal, schema: paymentMethodPage }),
    select: (result) => result.items.filter((method) => method.status === "enabled").sort(byName),
  });
