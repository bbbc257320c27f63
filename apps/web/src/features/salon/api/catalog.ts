import { useQuery } from "@tanstack/react-query";
import { gridProductsQueryOptions, promotionOptionsQueryOptions } from "@/lib/sale-catalog";

/** What a round picks from: the order screen's catalog and cache (a "products" event refreshes both). */
export function useRoundCatalog() {
  const products = useQuery(gridProductsQueryOptions());
  const promotions = useQuery(promotionOptionsQueryOptions());
  return {
    products: products.data,
    promotions: promotions.data?.items ?? [],
    error: products.error ?? promotions.error ?? null,
    refetch: () => Promise.all([products.refetch(), promotions.refetch()]),
  };
}
