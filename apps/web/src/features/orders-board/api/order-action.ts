import { type OrderAction, order, type PaymentInput } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Board } from "@/entities/order/board";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { withOrder } from "./board-cache";

/** `payments` only with 'complete', and only when the cashier changed how it is paid (decision 031). */
export type OrderActionInput = { id: string; action: OrderAction; payments?: PaymentInput[] };

/** POST /orders/:id/<action>: compare-and-set on the status; a 409 means another device got there first. */
export const performOrderAction = ({ id, action, payments }: OrderActionInput) =>
  apiPost(`/orders/${encodeURIComponent(id)}/${action}`, payments ? { payments } : undefined, {
    schema: order,
  });

/**
 * The card shows its new status at once (the live stream then brings the shift's new totals); after a
 * refusal the board is refetched, so the card shows what the order is now.
 */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: performOrderAction,
    onSuccess: (changed) => {
      queryClient.setQueryData<Board>(
        queryKeys.orders.board,
        (current) => current && withOrder(current, changed),
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.board }),
  });
}
