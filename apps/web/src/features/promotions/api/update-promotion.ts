import { type PromotionInput, promotion } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type UpdatePromotionInput = PromotionInput & { id: string };

/** Replaces every field and the whole item list, as the dialog shows them all. */
export const updatePromotion = ({ id, ...input }: UpdatePromotionInput) =>
  apiPatch(`/promotions/${encodeURIComponent(id)}`, input, { schema: promotion });

export const updatePromotionMutationKey = ["promotions", "update"] as const;

export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updatePromotionMutationKey,
    mutationFn: updatePromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all }),
  });
}
