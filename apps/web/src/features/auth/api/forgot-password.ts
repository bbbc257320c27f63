import type { forgotPasswordInput } from "@comanda/domain/staff";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiPost } from "@/lib/api-client";

export type ForgotPasswordValues = z.output<typeof forgotPasswordInput>;

/** Always answers ok, so nobody can learn from it whether an e-mail has an account. */
export const forgotPassword = (values: ForgotPasswordValues) =>
  apiPost<{ ok: true }>("/password/forgot", values);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
