import { type IngredientInput, ingredient } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type UpdateIngredientInput = IngredientInput & { id: string };

/** Replaces every field, as the dialog shows them all. */
export const updateIngredient = ({ id, ...input }: UpdateIngredientInput) =>
  apiPatch(`/ingredients/${encodeURIComponent(id)}`, input, { schema: ingredient });

export const updateIngredientMutationKey = ["ingredients", "update"] as const;

export function useUpdateIngredient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateIngredientMutationKey,
    mutationFn: updateIngredient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ingredients.all }),
  });
}
