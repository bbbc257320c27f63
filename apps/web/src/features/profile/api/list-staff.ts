import { page, staffMember } from "@comanda/domain";
import { queryOptions } from "@tanstack/react-query";
import { usePagedList } from "../../../components/paged-list/use-paged-list";
import { apiGet } from "../../../lib/api-client";
import { type ListParams, listSearch } from "../../../lib/list-params";

/** Under "users", so the live stream's `users` events refresh it (lib/live-events.ts). */
export const staffQueryKey = ["users", "staff"] as const;

const staffPage = page(staffMember);

export const listStaff = (params: ListParams, signal?: AbortSignal) =>
  apiGet(`/staff?${listSearch(params)}`, { signal, schema: staffPage });

export const staffQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...staffQueryKey, params],
    queryFn: ({ signal }) => listStaff(params, signal),
  });

/** Newest first, 10 a page, filtered by name. */
export const useStaffList = () => usePagedList(staffQueryOptions);
