import { category, type EnabledStatus } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type SetCategoryStatusInput = { id: string; status: EnabledStatus };

export const setCategoryStatus = ({ id, status }: SetCategoryStatusInput) =>
  apiPatch(`/categories/${encodeURIComponent(id)}/status`, { status }, { schema: category });

export function useSetCategoryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCategoryStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.categories.all }),
  });
}
