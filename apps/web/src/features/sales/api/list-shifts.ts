import { page, shift } from "@comanda/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { type ListParams, listSearch } from "@/lib/list-params";
import { queryKeys } from "@/lib/query-keys";
import { usePagedList } from "@/lib/use-paged-list";

const shiftPage = page(shift);

export const listShifts = (params: ListParams, signal?: AbortSignal) =>
  apiGet(`/shifts?${listSearch(params)}`, { signal, schema: shiftPage });

export const shiftsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: queryKeys.shifts.list(params),
    queryFn: ({ signal }) => listShifts(params, signal),
  });

/** docs/product.md#sales-history and #api: closed shifts, newest start first, 10 a page with a cursor. */
export const useShiftList = () => usePagedList(shiftsQueryOptions);
