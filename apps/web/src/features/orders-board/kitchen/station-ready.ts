import { order } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Board } from "@/entities/order/board";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { withOrder } from "../api/board-cache";

export type StationReadyInput = { id: string; stationId: string };

/** POST /orders/:id/stations/:stationId/ready: this station is done; the last one makes the order ready. */
export function useStationReady() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, stationId }: StationReadyInput) =>
      apiPost(
        `/orders/${encodeURIComponent(id)}/stations/${encodeURIComponent(stationId)}/ready`,
        undefined,
        {
          schema: order,
        },
      ),
    onSuccess: (changed) =>
      queryClient.setQueryData<Board>(
        queryKeys.orders.board,
        (current) => current && withOrder(current, changed),
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.board }),
  });
}

/** POST /orders/:id/comandas/reprint: every station's comanda of the order, again. */
export function useReprintComandas() {
  return useMutation({
    mutationFn: (id: string) => apiPost(`/orders/${encodeURIComponent(id)}/comandas/reprint`),
  });
}
