import { type LoginInput, session } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { replaceSession } from "./get-session";

export const login = (input: LoginInput) => apiPost("/session", input, { schema: session });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (next) => replaceSession(queryClient, next),
  });
}
