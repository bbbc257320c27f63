import { dashboard } from "@comanda/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";

/** Orders, shifts, products and ingredients events refresh it (lib/live-events.ts): the home is live. */
export const dashboardQueryKey = ["dashboard"] as const;

export const getDashboard = (signal?: AbortSignal) => apiGet("/dashboard", { signal, schema: dashboard });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
