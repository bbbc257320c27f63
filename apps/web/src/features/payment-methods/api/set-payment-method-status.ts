import { type EnabledStatus, paymentMethod } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type SetPaymentMethodStatusInput = { id: string; status: EnabledStatus };

export const setPaymentMethodStatus = ({ id, status }: SetPaymentMethodStatusInput) =>
  apiPatch(`/payment-methods/${encodeURIComponent(id)}/status`, { status }, { schema: paymentMethod });

export function useSetPaymentMethodStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPaymentMethodStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethods.all }),
  });
}
