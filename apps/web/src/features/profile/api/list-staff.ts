import { page } from "@comanda/domain";
import { staffMember } from "@comanda/domain/staff";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { type ListParams, listSearch } from "@/lib/list-params";
import { queryKeys } from "@/lib/query-keys";
import { usePagedList } from "@/lib/use-paged-list";

const staffPage = page(staffMember);

export const listStaff = (params: ListParams, signal?: AbortSignal) =>
  apiGet(`/staff?${listSearch(params)}`, { signal, schema: staffPage });

export const staffQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: queryKeys.staff.list(params),
    queryFn: ({ signal }) => listStaff(params, signal),
  });

/** Newest first, 10 a page, filtered by name. */
export const useStaffList = () => usePagedList(staffQueryOptions);
