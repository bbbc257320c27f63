import { order } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { applyTab, refreshTab } from "./get-tab";

/** `stationId`: the printer the 'Cuenta' prints on; none when the browser prints it or nothing does. */
export const requestBill = ({ tabId, stationId }: { tabId: string; stationId?: string }) =>
  apiPost(`/tabs/${encodeURIComponent(tabId)}/bill`, stationId ? { station_id: stationId } : {}, {
    schema: order,
  });

/** POST /tabs/:id/bill: the plan shows 'Pidió la cuenta' on every device. */
export function useRequestBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestBill,
    onSuccess: (tab) => applyTab(queryClient, tab),
    onError: (_, { tabId }) => refreshTab(queryClient, tabId),
  });
}
