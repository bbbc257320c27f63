import { type OrderInput, order } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { isClientError } from "@/lib/api-error";
import { invalidateFor } from "@/lib/live-events";
import { orderOptionsQueryKeys, queryKeys } from "@/lib/query-keys";
import { printKitchenTicketIfChosen } from "../print-on-create";

export const createOrder = (input: OrderInput) => apiPost("/orders", input, { schema: order });

export const createOrderMutationKey = ["orders", "create"] as const;

/** POST /orders; the board and the shift's totals refresh on success, and the comanda prints if chosen. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createOrderMutationKey,
    mutationFn: createOrder,
    // Not awaited: the dialog closes at once and the board catches up (the live stream does it too).
    onSuccess: (created) => {
      // What the live stream's `orders` event refreshes: the board, the shift's totals, the dashboard.
      void invalidateFor(queryClient, { entity: "orders", id: created.id, op: "insert" });
      // Here, not in the dialog: it prints once per order stored, whatever the dialog does next.
      printKitchenTicketIfChosen(created);
    },
    onError: (error) => {
      if (!isClientError(error)) return;
      // A refusal means the screen was behind the server: stock sold elsewhere, a combo that ended, a
      // payment method disabled, the shift closed. What the dialog offers, and the board (which holds the open
      // shift), are fetched again.
      for (const queryKey of [...orderOptionsQueryKeys, queryKeys.orders.board]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
