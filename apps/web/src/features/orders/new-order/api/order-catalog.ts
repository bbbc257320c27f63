import { categoryOption, optionList } from "@comanda/domain";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { gridProductsQueryOptions, promotionOptionsQueryOptions } from "@/lib/sale-catalog";
import { paymentMethodOptionsQueryOptions } from "./payment-method-options";

const categoryOptionList = optionList(categoryOption);

const categoriesLimit = 100;

/** The enabled categories by name: the grid's chips. Same key and answer as the product form's picker. */
export const gridCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories.options(categoriesLimit),
    queryFn: ({ signal }) =>
      apiGet(`/category-options?limit=${categoriesLimit}`, { signal, schema: categoryOptionList }),
    select: (list) => list.items,
  });

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
