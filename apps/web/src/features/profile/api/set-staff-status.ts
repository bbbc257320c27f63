import type { EnabledStatus } from "@comanda/domain";
import { staffMember } from "@comanda/domain/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type SetStaffStatusInput = { id: string; status: EnabledStatus };

export const setStaffStatus = ({ id, status }: SetStaffStatusInput) =>
  apiPatch(`/staff/${encodeURIComponent(id)}/status`, { status }, { schema: staffMember });

export function useSetStaffStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }),
  });
}
