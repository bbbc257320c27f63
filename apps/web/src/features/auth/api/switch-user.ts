import { session } from "@comanda/domain";
import { type SwitchUserInput, switchCandidate } from "@comanda/domain/staff";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet, apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { replaceSession } from "./get-session";

export type { SwitchCandidate } from "@comanda/domain/staff";

const candidates = z.array(switchCandidate);

/** Decision 083: the colleagues this device may switch to (enabled, with a PIN), names only. */
export const useSwitchCandidates = () =>
  useQuery({
    queryKey: [...queryKeys.staff.all, "switch"] as const,
    queryFn: ({ signal }) => apiGet("/session/switch-users", { signal, schema: candidates }),
    // Who has a PIN changes on other devices: asked afresh each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });

/** The session becomes the chosen user's; every answer cached for the previous user is dropped. */
export function useSwitchUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SwitchUserInput) => apiPost("/session/switch", input, { schema: session }),
    onSuccess: (next) => replaceSession(queryClient, next),
  });
}
