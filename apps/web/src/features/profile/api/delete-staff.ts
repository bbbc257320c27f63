import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const deleteStaff = (id: string) => apiDelete<{ ok: true }>(`/staff/${encodeURIComponent(id)}`);

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }),
  });
}
