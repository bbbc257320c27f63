import { type Order, order } from "@comanda/domain";
import type { KitchenRecallInput, LineDoneInput } from "@comanda/domain/kitchen";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Board } from "@/entities/order/board";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { withOrder } from "../api/board-cache";

const path = (id: string, rest: string) => `/orders/${encodeURIComponent(id)}/kitchen/${rest}`;

/** Decision 087: the answer is the order as it is now: the card takes it at once, every other device by its event. */
function usePassMutation<Input>(send: (input: Input) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (changed) =>
      queryClient.setQueryData<Board>(
        queryKeys.orders.board,
        (current) => current && withOrder(current, changed),
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.board }),
  });
}

/** POST /orders/:id/kitchen/lines: a card's line done, or not after all; its station's last line bumps the card. */
export const useLineDone = () =>
  usePassMutation(({ id, ...input }: LineDoneInput & { id: string }) =>
    apiPost(path(id, "lines"), input, { schema: order }),
  );

/** POST /orders/:id/kitchen/recall: 'Recuperar' a bumped card (one station's, or the whole order's). */
export const useRecallCard = () =>
  usePassMutation(({ id, ...input }: KitchenRecallInput & { id: string }) =>
    apiPost(path(id, "recall"), input, { schema: order }),
  );
