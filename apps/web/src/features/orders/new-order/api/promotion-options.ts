import { MAX_PAGE_SIZE, optionList, promotionOption } from "@comanda/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const promotionOptions = optionList(promotionOption);

export const listPromotionOptions = (signal?: AbortSignal) =>
  apiGet(`/promotion-options?limit=${MAX_PAGE_SIZE}`, { signal, schema: promotionOptions });

export const promotionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.promotions.options,
    queryFn: ({ signal }) => listPromotionOptions(signal),
  });

/** docs/product.md#rules: the combos that can be sold now (active, inside their dates), with how many the stock allows. */
export const usePromotionOptions = () => useQuery(promotionOptionsQueryOptions());
