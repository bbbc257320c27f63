import { type EnabledStatus, product } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type SetProductStatusInput = { id: string; status: EnabledStatus };

export const setProductStatus = ({ id, status }: SetProductStatusInput) =>
  apiPatch(`/products/${encodeURIComponent(id)}/status`, { status }, { schema: product });

export function useSetProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
