import { type PaymentMethodInput, paymentMethod } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type UpdatePaymentMethodInput = PaymentMethodInput & { id: string };

export const updatePaymentMethod = ({ id, ...input }: UpdatePaymentMethodInput) =>
  apiPatch(`/payment-methods/${encodeURIComponent(id)}`, input, { schema: paymentMethod });

export function useUpdatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethods.all }),
  });
}
