import type { resetPasswordInput } from "@comanda/domain/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiPost } from "@/lib/api-client";
import { replaceSession } from "./get-session";

export type ResetPasswordValues = z.output<typeof resetPasswordInput>;

export const resetPassword = (values: ResetPasswordValues) =>
  apiPost<{ ok: true }>("/password/reset", values);

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The server ends every session of the user on a reset, this browser's included.
    onSuccess: () => replaceSession(queryClient, null),
  });
}
