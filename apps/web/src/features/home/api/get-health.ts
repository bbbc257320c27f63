import { health } from "@comanda/domain/health";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const healthQueryKey = ["health"] as const;

export const getHealth = (signal?: AbortSignal) => apiGet("/health", { signal, schema: health });

/** Read when the home opens (and on focus): whether the server can still write (decision 071). */
export const healthQueryOptions = () =>
  queryOptions({ queryKey: healthQueryKey, queryFn: ({ signal }) => getHealth(signal), staleTime: 0 });

export const useHealth = () => useQuery(healthQueryOptions());
