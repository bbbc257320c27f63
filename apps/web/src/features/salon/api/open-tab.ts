import { order } from "@comanda/domain";
import type { OpenTabInput } from "@comanda/domain/tabs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { applyTab } from "./get-tab";

export type OpenTabRequest = { tableId: string; input: OpenTabInput };

export const openTab = ({ tableId, input }: OpenTabRequest) =>
  apiPost(`/tables/${encodeURIComponent(tableId)}/tab`, input, { schema: order });

/** POST /tables/:id/tab: the id is made once per dialog, so a resend answers the same tab. */
export function useOpenTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openTab,
    onSuccess: (tab) => applyTab(queryClient, tab),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.salon }),
  });
}
