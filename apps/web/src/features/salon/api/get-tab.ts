import { type Order, order } from "@comanda/domain";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /orders/:id: the tab with its lines and money; an "orders" event refetches it. */
export const useTab = (id: string) =>
  useQuery({
    queryKey: queryKeys.orders.one(id),
    queryFn: ({ signal }) => apiGet(`/orders/${encodeURIComponent(id)}`, { signal, schema: order }),
  });

/** A write's answer is the tab as it is now: shown at once, and the plan asked again for its totals. */
export const applyTab = (queryClient: QueryClient, tab: Order) => {
  queryClient.setQueryData(queryKeys.orders.one(tab.id), tab);
  return queryClient.invalidateQueries({ queryKey: queryKeys.salon });
};

/** After a refusal the tab and the plan may be behind another device: both are read again. */
export const refreshTab = (queryClient: QueryClient, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.orders.one(id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.salon }),
  ]);
