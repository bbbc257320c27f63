import { session, type signupInput, signupMailed } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiPost } from "@/lib/api-client";
import { replaceSession } from "./get-session";

/** The form's values after `signupInput` parsed them (trimmed, e-mail lowercased). */
export type SignupValues = z.output<typeof signupInput>;

/**
 * A new business signs in at once; an address that already has an account is answered with where the mail
 * went (decision 070), and nobody is signed in.
 */
const signupAnswer = z.union([session, signupMailed]);

export const signup = (values: SignupValues) => apiPost("/signup", values, { schema: signupAnswer });

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: (next) => {
      if ("user" in next) replaceSession(queryClient, next);
    },
  });
}
