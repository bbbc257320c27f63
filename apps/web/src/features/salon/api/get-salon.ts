import { salonView } from "@comanda/domain/tabs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const salonQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.salon,
    queryFn: ({ signal }) => apiGet("/salon", { signal, schema: salonView }),
  });

/** GET /salon: every room with its tables and their tabs; the live stream refetches it on every tab change. */
export const useSalon = () => useQuery(salonQueryOptions());
