import { product } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type SetProductAvailabilityInput = { id: string; soldOut: boolean };

/** Decision 086: 'Agotado' lasts the Buenos Aires day; the product comes back by itself the next morning. */
export const setProductAvailability = ({ id, soldOut }: SetProductAvailabilityInput) =>
  apiPatch(`/products/${encodeURIComponent(id)}/availability`, { soldOut }, { schema: product });

export function useSetProductAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductAvailability,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
