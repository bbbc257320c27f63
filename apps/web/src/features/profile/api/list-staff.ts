import { PAGE_SIZE, page, staffMember } from "@comanda/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";

export type StaffListParams = { q: string; cursor: string | undefined };

/** Under "users", so the live stream's `users` events refresh it (lib/live-events.ts). */
export const staffQueryKey = ["users", "staff"] as const;

const staffPage = page(staffMember);

export const listStaff = ({ q, cursor }: StaffListParams, signal?: AbortSignal) => {
  const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) search.set("cursor", cursor);
  if (q) search.set("q", q);
  return apiGet(`/staff?${search}`, { signal, schema: staffPage });
};

export const staffQueryOptions = (params: StaffListParams) =>
  queryOptions({
    queryKey: [...staffQueryKey, params],
    queryFn: ({ signal }) => listStaff(params, signal),
    // Paging or searching keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useStaff = (params: StaffListParams) => useQuery(staffQueryOptions(params));
