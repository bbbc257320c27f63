import { shift } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * 201 with the new shift, or 200 with the one another device opened first: either way it is the open one.
 * `cashFloat` is the fondo de caja in pesos (decision 020), 0 when the register starts empty.
 */
export const openShift = (cashFloat: number) =>
  apiPost("/shifts", { cash_float: cashFloat }, { schema: shift });

export function useOpenShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openShift,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.board }),
        queryClient.invalidateQueries({ queryKey: queryKeys.shifts.all }),
      ]),
  });
}
