import { type CloseShiftInput, zReport } from "@comanda/domain/cash";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type CloseShiftArgs = { id: string; input: CloseShiftInput };

/**
 * The count (arqueo) closes the shift and answers its Z report. Refused (409) while orders are pending,
 * preparing or ready: the server's message names how many.
 */
export const closeShift = ({ id, input }: CloseShiftArgs) =>
  apiPost(`/shifts/${encodeURIComponent(id)}/close`, input, { schema: zReport });

export function useCloseShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeShift,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.board }),
        queryClient.invalidateQueries({ queryKey: queryKeys.shifts.all }),
      ]),
  });
}
