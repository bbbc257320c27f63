import { session, type signupInput } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiPost } from "../../../lib/api-client";
import { replaceSession } from "./get-session";

/** The form's values after `signupInput` parsed them (trimmed, e-mail lowercased). */
export type SignupValues = z.output<typeof signupInput>;

// The API takes business_phone as an optional string, so an empty phone is left out rather than sent as null.
export const signup = ({ business_phone, ...values }: SignupValues) =>
  apiPost("/signup", { ...values, business_phone: business_phone ?? undefined }, { schema: session });

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: (next) => replaceSession(queryClient, next),
  });
}
