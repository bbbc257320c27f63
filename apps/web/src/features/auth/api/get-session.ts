import type { Session } from "@comanda/domain";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

// The fetch itself is shared with the public price list, so it lives in lib; the guards read it through here.
export { useSession } from "@/lib/session";

/** A new session (or none) makes every other cached answer belong to someone else: drop them. */
export function replaceSession(queryClient: QueryClient, next: Session | null) {
  queryClient.setQueryData(queryKeys.session, next);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
}
