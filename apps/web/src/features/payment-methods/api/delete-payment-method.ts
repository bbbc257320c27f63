import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const deletePaymentMethod = (id: string) =>
  apiDelete<{ ok: true }>(`/payment-methods/${encodeURIComponent(id)}`);

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethods.all }),
  });
}
