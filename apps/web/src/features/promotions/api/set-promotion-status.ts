import { type EnabledStatus, promotion } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The confirm dialog speaks enabled/disabled like every record; a promotion stores it as isActive. */
export type SetPromotionStatusInput = { id: string; status: EnabledStatus };

export const setPromotionStatus = ({ id, status }: SetPromotionStatusInput) =>
  apiPatch(
    `/promotions/${encodeURIComponent(id)}/status`,
    { isActive: status === "enabled" },
    { schema: promotion },
  );

export function useSetPromotionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPromotionStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all }),
  });
}
