import { shiftDetail } from "@comanda/domain/staff-sales";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getShiftSummary = (id: string, signal?: AbortSignal) =>
  apiGet(`/shifts/${encodeURIComponent(id)}`, { signal, schema: shiftDetail });

export const shiftSummaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.shifts.one(id),
    queryFn: ({ signal }) => getShiftSummary(id, signal),
  });

/** A shift's figures: totals per payment method, cancellations, best sellers and sales per staff member. */
export const useShiftSummary = (id: string) => useQuery(shiftSummaryQueryOptions(id));
