import { modifierGroup } from "@comanda/domain/modifier-group";
import type { ModifierGroupInput } from "@comanda/domain/modifiers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const createModifierGroup = (input: ModifierGroupInput) =>
  apiPost("/modifier-groups", input, { schema: modifierGroup });

export const createModifierGroupMutationKey = ["modifier-groups", "create"] as const;

export function useCreateModifierGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createModifierGroupMutationKey,
    mutationFn: createModifierGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.modifierGroups.all }),
  });
}
