import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "../../../lib/api-client";
import { ingredientsQueryKey } from "./list-ingredients";

export const deleteIngredient = (id: string) =>
  apiDelete<{ ok: true }>(`/ingredients/${encodeURIComponent(id)}`);

export function useDeleteIngredient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIngredient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ingredientsQueryKey }),
  });
}
