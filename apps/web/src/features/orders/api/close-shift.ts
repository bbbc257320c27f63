import { shift } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client";
import { boardQueryKey } from "./get-board";

/** Refused (409) while orders are pending, preparing or ready: the server's message names how many. */
export const closeShift = (id: string) =>
  apiPost(`/shifts/${encodeURIComponent(id)}/close`, undefined, { schema: shift });

export function useCloseShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeShift,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["shifts"] }),
      ]),
  });
}
