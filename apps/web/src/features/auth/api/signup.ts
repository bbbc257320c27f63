import { session, type signupInput } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiPost } from "@/lib/api-client";
import { replaceSession } from "./get-session";

/** The form's values after `signupInput` parsed them (trimmed, e-mail lowercased). */
export type SignupValues = z.output<typeof signupInput>;

export const signup = (values: SignupValues) => apiPost("/signup", values, { schema: session });

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: (next) => replaceSession(queryClient, next),
  });
}
