import { order, type PaymentInput } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { applyTab, refreshTab } from "./get-tab";

export type TabAction = "serve" | "complete" | "cancel";
export type TabActionRequest = { tabId: string; action: TabAction; payments?: PaymentInput[] };

export const performTabAction = ({ tabId, action, payments }: TabActionRequest) =>
  apiPost(`/orders/${encodeURIComponent(tabId)}/${action}`, payments ? { payments } : undefined, {
    schema: order,
  });

/** The order's own transitions: 'Llevado a la mesa', paying ('complete') and 'Cancelar'. */
export function useTabAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: performTabAction,
    onSuccess: (tab) => applyTab(queryClient, tab),
    onError: (_, { tabId }) => refreshTab(queryClient, tabId),
  });
}
