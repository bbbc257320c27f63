import { PAGE_SIZE, page } from "@comanda/domain";
import { type AuditAction, auditEntry } from "@comanda/domain/audit";
import { staffMember } from "@comanda/domain/staff";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import type { ListParams } from "@/lib/list-params";
import { queryKeys } from "@/lib/query-keys";
import { usePagedList } from "@/lib/use-paged-list";

export type AuditFilters = {
  from: string;
  to: string;
  action: AuditAction | "";
  user: string;
  order: string;
};

const auditPage = page(auditEntry);

const searchOf = (filters: AuditFilters, { cursor }: ListParams) => {
  const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  if (cursor) search.set("cursor", cursor);
  return search.toString();
};

/** Newest first, 10 a page, with the filters; the component remounts when they change (page 1 again). */
export const useAuditList = (filters: AuditFilters) =>
  usePagedList((params: ListParams) =>
    queryOptions({
      queryKey: queryKeys.audit.list(filters, params),
      queryFn: ({ signal }) => apiGet(`/audit?${searchOf(filters, params)}`, { signal, schema: auditPage }),
    }),
  );

const staffPage = page(staffMember);

/** Who may appear in the trail: the business's users (a deleted one still shows by name in the rows). */
export const useStaffOptions = () =>
  useQuery({
    queryKey: queryKeys.staff.list({ q: "", cursor: undefined, limit: 100 }),
    queryFn: ({ signal }) => apiGet("/staff?limit=100", { signal, schema: staffPage }),
    select: (data) => data.items,
  });
