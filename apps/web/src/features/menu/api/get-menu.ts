import { menu } from "@comanda/domain/menu";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getMenu = (signal?: AbortSignal) => apiGet("/menu", { signal, schema: menu });

export const menuQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.menu, queryFn: ({ signal }) => getMenu(signal) });

export const useMenu = () => useQuery(menuQueryOptions());
