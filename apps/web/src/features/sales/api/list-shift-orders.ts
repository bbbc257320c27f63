import { type OrderStatus, type OrderType, order, page } from "@comanda/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { type ListParams, listSearch } from "@/lib/list-params";
import { queryKeys } from "@/lib/query-keys";
import { usePagedList } from "@/lib/use-paged-list";

/** A page of a shift's orders, optionally of one status and of one type (decision 050). */
export type ShiftOrdersParams = ListParams & { status: OrderStatus | null; type: OrderType | null };

const orderPage = page(order);

export const listShiftOrders = (
  shiftId: string,
  { status, type, ...params }: ShiftOrdersParams,
  signal?: AbortSignal,
) => {
  const search = new URLSearchParams(listSearch(params));
  if (status) search.set("status", status);
  if (type) search.set("type", type);
  return apiGet(`/shifts/${encodeURIComponent(shiftId)}/orders?${search}`, { signal, schema: orderPage });
};

export const shiftOrdersQueryOptions = (shiftId: string, params: ShiftOrdersParams) =>
  queryOptions({
    queryKey: queryKeys.shifts.orders(shiftId, params),
    queryFn: ({ signal }) => listShiftOrders(shiftId, params, signal),
  });

/** The shift's orders, newest first, 10 a page with a cursor. */
export const useShiftOrders = (shiftId: string, status: OrderStatus | null, type: OrderType | null) =>
  usePagedList((params: ListParams) => shiftOrdersQueryOptions(shiftId, { ...params, status, type }));
