import { type InvoiceOrderInput, invoice } from "@comanda/domain/invoices";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type InvoiceOrderVariables = { orderId: string } & InvoiceOrderInput;

/** POST /orders/:id/invoice: the answer says whether ARCA authorized it, left it pending or refused it. */
export const invoiceOrder = ({ orderId, ...body }: InvoiceOrderVariables) =>
  apiPost(`/orders/${encodeURIComponent(orderId)}/invoice`, body, { schema: invoice });

export const invoiceOrderMutationKey = ["invoices", "create"] as const;

export function useInvoiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: invoiceOrderMutationKey,
    mutationFn: invoiceOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
  });
}
