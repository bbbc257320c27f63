import { useMutation } from "@tanstack/react-query";
import { apiPost } from "./api-client";

export const resendVerificationEmail = () => apiPost<{ ok: true }>("/session/verification-email");

export const useResendVerificationEmail = () => useMutation({ mutationFn: resendVerificationEmail });
