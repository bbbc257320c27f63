import { menu } from "@comanda/domain/menu";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getPriceList = (slug: string, signal?: AbortSignal) =>
  apiGet(`/price-list/${encodeURIComponent(slug)}`, { signal, schema: menu });

/** Public and signed out: no live stream reaches it, a reload or a revisit asks again. */
export const priceListQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.priceList(slug), queryFn: ({ signal }) => getPriceList(slug, signal) });

export const usePriceList = (slug: string) => useQuery(priceListQueryOptions(slug));
