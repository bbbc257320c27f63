import { profileUpdate, type updateProfileInput } from "@comanda/domain/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiPatch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type ProfileValues = z.output<typeof updateProfileInput>;

/** A changed e-mail is only applied once the user opens the link mailed to it: it comes back as `pendingEmail`. */
export const updateProfile = (values: ProfileValues) =>
  apiPatch("/profile", values, { schema: profileUpdate });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => queryClient.setQueryData(queryKeys.session, result.session),
  });
}
