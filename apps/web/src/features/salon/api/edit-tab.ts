import { type OrderEditInput, order } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPatch } from "@/lib/api-client";
import { applyTab, refreshTab } from "./get-tab";

export const editTab = ({ tabId, input }: { tabId: string; input: OrderEditInput }) =>
  apiPatch(`/orders/${encodeURIComponent(tabId)}`, input, { schema: order });

/** PATCH /orders/:id: the discount and the tip, before paying (compare-and-set on the version). */
export function useEditTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editTab,
    onSuccess: (tab) => applyTab(queryClient, tab),
    onError: (_, { tabId }) => refreshTab(queryClient, tabId),
  });
}
