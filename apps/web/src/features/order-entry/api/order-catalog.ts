import { type QueryClient, useQuery } from "@tanstack/react-query";
import { paymentMethodOptionsQueryOptions } from "@/entities/payment-method/payment-method-options";
import {
  gridCategoriesQueryOptions,
  gridProductsQueryOptions,
  promotionOptionsQueryOptions,
} from "@/lib/sale-catalog";

/** Everything the order screen shows, asked for together. */
export function useOrderCatalog() {
  const products = useQuery(gridProductsQueryOptions());
  const categories = useQuery(gridCategoriesQueryOptions());
  const promotions = useQuery(promotionOptionsQueryOptions());
  return {
    products: products.data,
    categories: categories.data ?? [],
    promotions: promotions.data?.items ?? [],
    error: products.error ?? promotions.error ?? null,
    refetch: () => Promise.all([products.refetch(), promotions.refetch()]),
  };
}

/** Hovering or focusing 'Hacer pedido' starts these, so the grid usually opens full. */
export const prefetchOrderCatalog = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(gridProductsQueryOptions()),
    queryClient.prefetchQuery(gridCategoriesQueryOptions()),
    queryClient.prefetchQuery(promotionOptionsQueryOptions()),
    queryClient.prefetchQuery(paymentMethodOptionsQueryOptions()),
  ]);
