import { order } from "@comanda/domain";
import type { RoundInput } from "@comanda/domain/tabs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { applyTab, refreshTab } from "./get-tab";

export type RoundRequest = { tabId: string; input: RoundInput };

export const addRound = ({ tabId, input }: RoundRequest) =>
  apiPost(`/tabs/${encodeURIComponent(tabId)}/rounds`, input, { schema: order });

/** POST /tabs/:id/rounds: the round's own id makes a resend count once. */
export function useAddRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRound,
    onSuccess: (tab) => applyTab(queryClient, tab),
    onError: (_, { tabId }) => refreshTab(queryClient, tabId),
  });
}
