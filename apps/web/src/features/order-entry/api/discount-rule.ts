import { businessSettings, type DiscountRule } from "@comanda/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * Who may discount and the cashier's maximum (decision 031), read from the business's settings (every role
 * may read them). The same key as the settings screen, so a change there reaches the order screen.
 */
export const discountRuleQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.business,
    queryFn: ({ signal }) => apiGet("/business", { signal, schema: businessSettings }),
    select: (settings): DiscountRule => ({
      policy: settings.discountPolicy,
      cashierMaxPercent: settings.cashierMaxDiscount,
    }),
  });

export const useDiscountRule = () => useQuery(discountRuleQueryOptions());
