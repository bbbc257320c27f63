import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const deleteIngredient = (id: string) =>
  apiDelete<{ ok: true }>(`/ingredients/${encodeURIComponent(id)}`);

export function useDeleteIngredient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIngredient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ingredients.all }),
  });
}
