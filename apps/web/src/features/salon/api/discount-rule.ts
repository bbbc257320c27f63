import { businessSettings, type DiscountRule } from "@comanda/domain";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Who may discount and the cashier's maximum, from the business's settings (the order screen's rule). */
export const useDiscountRule = () =>
  useQuery({
    queryKey: queryKeys.business,
    queryFn: ({ signal }) => apiGet("/business", { signal, schema: businessSettings }),
    select: (settings): DiscountRule => ({
      policy: settings.discountPolicy,
      cashierMaxPercent: settings.cashierMaxDiscount,
    }),
  });
