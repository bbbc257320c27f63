import { useQuery } from "@tanstack/react-query";
import {
  gridCategoriesQueryOptions,
  gridProductsQueryOptions,
  promotionOptionsQueryOptions,
} from "@/lib/sale-catalog";

/** What a round picks from: the order screen's catalog, chips and cache (a "products" event refreshes both). */
export function useRoundCatalog() {
  const products = useQuery(gridProductsQueryOptions());
  const promotions = useQuery(promotionOptionsQueryOptions());
  // The counter's chips (issue 33 point 20); without them the round still lists everything.
  const categories = useQuery(gridCategoriesQueryOptions());
  return {
    products: products.data,
    categories: categories.data ?? [],
    promotions: promotions.data?.items ?? [],
    error: products.error ?? promotions.error ?? null,
    refetch: () => Promise.all([products.refetch(), promotions.refetch()]),
  };
}
