import { type createStaffInput, staffMember } from "@comanda/domain/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type CreateStaffValues = z.output<typeof createStaffInput>;

/** docs/product.md#staff: the business always comes from the caller's session. */
export const createStaff = (values: CreateStaffValues) => apiPost("/staff", values, { schema: staffMember });

export const createStaffMutationKey = ["users", "create"] as const;

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createStaffMutationKey,
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }),
  });
}
