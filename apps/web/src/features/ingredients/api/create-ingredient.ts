import { type IngredientInput, ingredient } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const createIngredient = (input: IngredientInput) =>
  apiPost("/ingredients", input, { schema: ingredient });

export const createIngredientMutationKey = ["ingredients", "create"] as const;

export function useCreateIngredient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createIngredientMutationKey,
    mutationFn: createIngredient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ingredients.all }),
  });
}
