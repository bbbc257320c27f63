import { order } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { applyTab, refreshTab } from "./get-tab";

export const moveTab = ({ tabId, tableId }: { tabId: string; tableId: string }) =>
  apiPost(`/tabs/${encodeURIComponent(tabId)}/move`, { table_id: tableId }, { schema: order });

/** POST /tabs/:id/move: the tab, as it is, to a free table. */
export function useMoveTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveTab,
    onSuccess: (tab) => applyTab(queryClient, tab),
    onError: (_, { tabId }) => refreshTab(queryClient, tabId),
  });
}
