import { modifierGroup } from "@comanda/domain/modifier-group";
import type { ModifierGroupInput } from "@comanda/domain/modifiers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type UpdateModifierGroupInput = ModifierGroupInput & { id: string };

/** Replaces the whole group; options that keep their id keep their 'Agotado' (decision 080). */
export const updateModifierGroup = ({ id, ...input }: UpdateModifierGroupInput) =>
  apiPatch(`/modifier-groups/${encodeURIComponent(id)}`, input, { schema: modifierGroup });

export const updateModifierGroupMutationKey = ["modifier-groups", "update"] as const;

export function useUpdateModifierGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateModifierGroupMutationKey,
    mutationFn: updateModifierGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.modifierGroups.all }),
  });
}
