import { type PromotionInput, promotion } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const createPromotion = (input: PromotionInput) =>
  apiPost("/promotions", input, { schema: promotion });

export const createPromotionMutationKey = ["promotions", "create"] as const;

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createPromotionMutationKey,
    mutationFn: createPromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all }),
  });
}
