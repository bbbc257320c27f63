import { page, promotion } from "@comanda/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { type ListParams, listSearch } from "@/lib/list-params";
import { queryKeys } from "@/lib/query-keys";
import { usePagedList } from "@/lib/use-paged-list";

const promotionPage = page(promotion);

export const listPromotions = (params: ListParams, signal?: AbortSignal) =>
  apiGet(`/promotions?${listSearch(params)}`, { signal, schema: promotionPage });

export const promotionsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: queryKeys.promotions.list(params),
    queryFn: ({ signal }) => listPromotions(params, signal),
  });

/** docs/product.md#constants: newest first, 10 a page with a cursor. */
export const usePromotionList = () => usePagedList(promotionsQueryOptions);
