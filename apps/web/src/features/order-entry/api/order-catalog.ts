import type { QueryClient } from "@tanstack/react-query";
import { modifierGroupOptionsQueryOptions } from "@/entities/modifier-group/modifier-group-options";
import { paymentMethodOptionsQueryOptions } from "@/entities/payment-method/payment-method-options";
import {
  gridCategoriesQueryOptions,
  gridProductsQueryOptions,
  promotionOptionsQueryOptions,
} from "@/entities/sale-catalog/sale-catalog";

/** Hovering or focusing 'Hacer pedido' starts these, so the grid usually opens full. */
export const prefetchOrderCatalog = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(gridProductsQueryOptions()),
    queryClient.prefetchQuery(gridCategoriesQueryOptions()),
    queryClient.prefetchQuery(promotionOptionsQueryOptions()),
    queryClient.prefetchQuery(modifierGroupOptionsQueryOptions()),
    queryClient.prefetchQuery(paymentMethodOptionsQueryOptions()),
  ]);
