import { type InvoiceOrderInput, invoice } from "@comanda/domain/invoices";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type RetryInvoiceVariables = { invoiceId: string } & InvoiceOrderInput;

/**
 * POST /invoices/:id/retry: sends a pending one now, a refused one again, and one waiting for the buyer's
 * document with the receptor given.
 */
export const retryInvoice = ({ invoiceId, ...body }: RetryInvoiceVariables) =>
  apiPost(`/invoices/${encodeURIComponent(invoiceId)}/retry`, body, { schema: invoice });

export const retryInvoiceMutationKey = ["invoices", "retry"] as const;

export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: retryInvoiceMutationKey,
    mutationFn: retryInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
  });
}
