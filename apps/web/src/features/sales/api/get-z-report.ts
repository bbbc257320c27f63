import { zReport } from "@comanda/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { shiftsQueryKey } from "./list-shifts";

export const getZReport = (id: string, signal?: AbortSignal) =>
  apiGet(`/shifts/${encodeURIComponent(id)}/report`, { signal, schema: zReport });

/** A closed shift's Z report; frozen once closed, so it is never stale. */
export const zReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...shiftsQueryKey, id, "report"],
    queryFn: ({ signal }) => getZReport(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useZReport = (id: string) => useQuery(zReportQueryOptions(id));
