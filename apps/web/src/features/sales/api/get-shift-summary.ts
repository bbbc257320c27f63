import { shiftSummary } from "@comanda/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getShiftSummary = (id: string, signal?: AbortSignal) =>
  apiGet(`/shifts/${encodeURIComponent(id)}`, { signal, schema: shiftSummary });

export const shiftSummaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.shifts.one(id),
    queryFn: ({ signal }) => getShiftSummary(id, signal),
  });

/** A shift's figures: totals per payment method, cancellations and best sellers. */
export const useShiftSummary = (id: string) => useQuery(shiftSummaryQueryOptions(id));
