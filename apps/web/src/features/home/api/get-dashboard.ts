import { dashboard } from "@comanda/domain/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getDashboard = (signal?: AbortSignal) => apiGet("/dashboard", { signal, schema: dashboard });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboard, queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
