import { menu } from "@comanda/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";

/** "menu": the live stream refreshes it on product, category and business events (lib/live-events.ts). */
export const menuQueryKey = ["menu"] as const;

export const getMenu = (signal?: AbortSignal) => apiGet("/menu", { signal, schema: menu });

export const menuQueryOptions = () =>
  queryOptions({ queryKey: menuQueryKey, queryFn: ({ signal }) => getMenu(signal) });

export const useMenu = () => useQuery(menuQueryOptions());
