import { type CategoryOrderInput, categoryOrderItem } from "@comanda/domain/category-order";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet, apiPut } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const orderAnswer = z.object({ items: z.array(categoryOrderItem) });

/** Every category, in the owner's order (decision 074). */
export const categoryOrderQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories.order(),
    queryFn: ({ signal }) => apiGet("/categories/order", { signal, schema: orderAnswer }),
    select: (answer) => answer.items,
  });

export const useCategoryOrder = (enabled: boolean) => useQuery({ ...categoryOrderQueryOptions(), enabled });

export const saveCategoryOrder = (input: CategoryOrderInput) =>
  apiPut("/categories/order", input, { schema: orderAnswer });

/** The chips, the pickers, the menu and the price list all follow it: every category query is stale. */
export function useSaveCategoryOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategoryOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.categories.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.menu }),
      ]),
  });
}
