import { order } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { applyTab, refreshTab } from "./get-tab";

export const marchCourse = ({ tabId, course }: { tabId: string; course: string }) =>
  apiPost(`/tabs/${encodeURIComponent(tabId)}/march`, { course }, { schema: order });

/** POST /tabs/:id/march (decision 082): what a course held goes to the kitchen, printed 'MARCHA'. */
export function useMarchCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: marchCourse,
    onSuccess: (tab) => applyTab(queryClient, tab),
    onError: (_, { tabId }) => refreshTab(queryClient, tabId),
  });
}
