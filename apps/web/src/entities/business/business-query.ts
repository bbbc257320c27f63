import { businessSettings, type DiscountRule } from "@comanda/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type BusinessSettings = z.output<typeof businessSettings>;

/**
 * GET /business, under one key for every screen that reads it (settings, ticket header, the order screens'
 * discount rule): a change saved in settings reaches them all at once. Every role may read it.
 */
export const businessQueryOptions = queryOptions({
  queryKey: queryKeys.business,
  queryFn: ({ signal }) => apiGet("/business", { signal, schema: businessSettings }),
});

export const useBusiness = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...businessQueryOptions, enabled });

const discountRuleOf = (settings: BusinessSettings): DiscountRule => ({
  policy: settings.discountPolicy,
  cashierMaxPercent: settings.cashierMaxDiscount,
});

/** Who may discount and the cashier's maximum (decision 031), from the business's settings. */
export const discountRuleQueryOptions = () =>
  queryOptions({ ...businessQueryOptions, select: discountRuleOf });

export const useDiscountRule = () => useQuery(discountRuleQueryOptions());
