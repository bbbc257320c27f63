import { adminPinState } from "@comanda/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const adminPinQueryOptions = queryOptions({
  queryKey: queryKeys.adminPin,
  queryFn: ({ signal }) => apiGet("/profile/pin", { signal, schema: adminPinState }),
});

export const useAdminPin = () => useQuery(adminPinQueryOptions);
