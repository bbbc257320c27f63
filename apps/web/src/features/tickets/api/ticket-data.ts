import { order } from "@comanda/domain";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /orders/:id: what the ticket prints (any role may read an order of its business). */
export const useTicketOrder = (id: string) =>
  useQuery({
    queryKey: queryKeys.orders.one(id),
    queryFn: ({ signal }) => apiGet(`/orders/${encodeURIComponent(id)}`, { signal, schema: order }),
  });
