import { page } from "@comanda/domain";
import { staffMember } from "@comanda/domain/staff";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const staffPage = page(staffMember);
const limit = 100;

/** Who may serve a table (enabled ADMIN and CASHIER); GET /staff is the owner's, so only ADMIN asks. */
export const useWaiters = (enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.staff.all, "waiters"] as const,
    queryFn: ({ signal }) => apiGet(`/staff?limit=${limit}`, { signal, schema: staffPage }),
    select: (result) =>
      result.items
        .filter((user) => user.status === "enabled" && user.role !== "KITCHEN")
        .sort((a, b) => a.name.localeCompare(b.name, "es")),
    enabled,
  });
