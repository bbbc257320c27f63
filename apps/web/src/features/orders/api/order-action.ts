import { type Order, type OrderAction, order, type PaymentInput } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { Board } from "./get-board";

/** `payments` only with 'complete', and only when the cashier changed how it is paid (issue 16). */
export type OrderActionInput = { id: string; action: OrderAction; payments?: PaymentInput[] };

/** POST /orders/:id/<action>: compare-and-set on the status; a 409 means another device got there first. */
export const performOrderAction = ({ id, action, payments }: OrderActionInput) =>
  apiPost(`/orders/${encodeURIComponent(id)}/${action}`, payments ? { payments } : undefined, {
    schema: order,
  });

const withOrder = (current: Board | undefined, changed: Order): Board | undefined =>
  current && {
    ...current,
    orders: current.orders.map((existing) => (existing.id === changed.id ? changed : existing)),
  };

/**
 * The card shows its new status at once; the board is refetched whatever the answer, so after a refusal
 * the card shows what the order is now (and a completion, the shift's new totals).
 */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: performOrderAction,
    onSuccess: (changed) => {
      queryClient.setQueryData<Board>(queryKeys.orders.board, (current) => withOrder(current, changed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.board }),
  });
}
