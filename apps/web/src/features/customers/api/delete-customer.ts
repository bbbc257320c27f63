import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const deleteCustomer = (id: string) => apiDelete<{ ok: true }>(`/customers/${encodeURIComponent(id)}`);

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}
