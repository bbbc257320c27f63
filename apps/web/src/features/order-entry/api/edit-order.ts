import { type Order, type OrderEditInput, order } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { isApiError, isClientError } from "@/lib/api-error";
import { invalidateFor } from "@/lib/live-events";
import { orderOptionsQueryKeys, queryKeys } from "@/lib/query-keys";

export type EditOrderRequest = { id: string; input: OrderEditInput };

export const editOrder = ({ id, input }: EditOrderRequest) =>
  apiPatch(`/orders/${encodeURIComponent(id)}`, input, { schema: order });

export const editOrderMutationKey = ["orders", "edit"] as const;

/**
 * A 409 of PATCH /orders/:id carries the order as it is now (decision 027): another edit or a transition came
 * first, or the order is no longer open. Null for any other error.
 */
export const currentOrderOf = (error: unknown): Order | null => {
  if (!isApiError(error) || error.code !== "aborted") return null;
  const parsed = order.safeParse(error.details?.order);
  return parsed.success ? parsed.data : null;
};

/** A 409 for an invoiced order (decision 067): only a Nota de crédito changes it, so nothing to reload. */
export const isInvoicedRefusal = (error: unknown): boolean =>
  isApiError(error) && error.code === "aborted" && error.details?.invoiced === true;

/** PATCH /orders/:id (decision 030): online only, no outbox; the board refreshes as its live event does. */
export function useEditOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: editOrderMutationKey,
    mutationFn: editOrder,
    onSuccess: (edited) => {
      void invalidateFor(queryClient, { entity: "orders", id: edited.id, op: "update" });
    },
    onError: (error) => {
      if (!isClientError(error)) return;
      // As with creation: the screen was behind the server (stock, combos, methods, the order itself).
      for (const queryKey of [...orderOptionsQueryKeys, queryKeys.orders.board]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
