import { type Session, session } from "@comanda/domain";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { sessionQueryKey } from "../../../lib/current-session";

/** The signed-in session, or null when signed out; any other failure is thrown. */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return await apiGet("/session", { signal, schema: session });
  } catch (error) {
    if (isApiError(error) && error.code === "unauthenticated") return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: ({ signal }) => getSession(signal) });

export const useSession = () => useQuery(sessionQueryOptions());

/** A new session (or none) makes every other cached answer belong to someone else: drop them. */
export function replaceSession(queryClient: QueryClient, next: Session | null) {
  queryClient.setQueryData(sessionQueryKey, next);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}
