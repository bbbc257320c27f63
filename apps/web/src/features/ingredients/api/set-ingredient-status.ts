import { type EnabledStatus, ingredient } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type SetIngredientStatusInput = { id: string; status: EnabledStatus };

export const setIngredientStatus = ({ id, status }: SetIngredientStatusInput) =>
  apiPatch(`/ingredients/${encodeURIComponent(id)}/status`, { status }, { schema: ingredient });

export function useSetIngredientStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setIngredientStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ingredients.all }),
  });
}
