import { type CustomerInput, customer } from "@comanda/domain/customers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const createCustomer = (input: CustomerInput) => apiPost("/customers", input, { schema: customer });

export const createCustomerMutationKey = ["customers", "create"] as const;

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createCustomerMutationKey,
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}
