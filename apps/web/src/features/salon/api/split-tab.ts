import { order } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { applyTab, refreshTab } from "./get-tab";

export const splitTab = ({ tabId, joinedId }: { tabId: string; joinedId: string }) =>
  apiPost(`/tabs/${encodeURIComponent(tabId)}/split`, { tab_id: joinedId }, { schema: order });

/** POST /tabs/:id/split (decision 074): a joined table opens again with what it brought. */
export function useSplitTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: splitTab,
    onSuccess: (tab) =>
      Promise.all([applyTab(queryClient, tab), queryClient.invalidateQueries({ queryKey: queryKeys.salon })]),
    onError: (_, { tabId }) => refreshTab(queryClient, tabId),
  });
}
