import { type CustomerInput, type CustomerOption, customer } from "@comanda/domain/customers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch, apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * POST and PATCH /customers from the order screen (decision 048): a customer made on the spot, or its
 * address added for a delivery. The customers screen has its own calls: features do not import each other.
 */
export type SaveCustomerInput = CustomerInput & { id?: string };

const pick = ({ id, name, phone, address, notes }: CustomerOption): CustomerOption => ({
  id,
  name,
  phone,
  address,
  notes,
});

export const saveCustomer = async ({ id, ...input }: SaveCustomerInput): Promise<CustomerOption> =>
  pick(
    id
      ? await apiPatch(`/customers/${encodeURIComponent(id)}`, input, { schema: customer })
      : await apiPost("/customers", input, { schema: customer }),
  );

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}
