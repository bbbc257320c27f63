import { zReport } from "@comanda/domain/cash";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getZReport = (id: string, signal?: AbortSignal) =>
  apiGet(`/shifts/${encodeURIComponent(id)}/report`, { signal, schema: zReport });

/** A closed shift's Z report; frozen once closed, so it is never stale. */
export const zReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.shifts.report(id),
    queryFn: ({ signal }) => getZReport(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useZReport = (id: string) => useQuery(zReportQueryOptions(id));
