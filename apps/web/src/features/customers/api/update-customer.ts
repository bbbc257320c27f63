import { type CustomerInput, customer } from "@comanda/domain/customers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type UpdateCustomerInput = CustomerInput & { id: string };

/** Replaces every field, as the dialog shows them all. */
export const updateCustomer = ({ id, ...input }: UpdateCustomerInput) =>
  apiPatch(`/customers/${encodeURIComponent(id)}`, input, { schema: customer });

export const updateCustomerMutationKey = ["customers", "update"] as const;

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateCustomerMutationKey,
    mutationFn: updateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}
