import { type Session, session } from "@comanda/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "./api-client";
import { isApiError } from "./api-error";
import { queryKeys } from "./query-keys";

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
  queryOptions({ queryKey: queryKeys.session, queryFn: ({ signal }) => getSession(signal) });

/**
 * The session under the app's session key, so the guards, sign-in and the public /price-list (which sends a
 * signed-in visitor on to their own list) share one request and one cache entry.
 */
export const useSession = () => useQuery(sessionQueryOptions());
