import { order } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { applyTab, refreshTab } from "./get-tab";

export const joinTab = ({ tabId, otherId }: { tabId: string; otherId: string }) =>
  apiPost(`/tabs/${encodeURIComponent(tabId)}/join`, { tab_id: otherId }, { schema: order });

/** POST /tabs/:id/join: the other table's tab comes into this one and its table is freed. */
export function useJoinTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinTab,
    onSuccess: (tab) => applyTab(queryClient, tab),
    onError: (_, { tabId }) => refreshTab(queryClient, tabId),
  });
}
