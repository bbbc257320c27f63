import { modifierGroup } from "@comanda/domain/modifier-group";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type SetOptionAvailabilityInput = { groupId: string; optionId: string; soldOut: boolean };

/** Decision 080: 'Agotado' lasts the Buenos Aires day; the option comes back by itself the next morning. */
export const setOptionAvailability = ({ groupId, optionId, soldOut }: SetOptionAvailabilityInput) =>
  apiPatch(
    `/modifier-groups/${encodeURIComponent(groupId)}/options/${encodeURIComponent(optionId)}/availability`,
    { soldOut },
    { schema: modifierGroup },
  );

export function useSetOptionAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOptionAvailability,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.modifierGroups.all }),
  });
}
