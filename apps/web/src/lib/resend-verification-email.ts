import { useMutation } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { apiPost } from "./api-client";

export const resendVerificationEmail = () => apiPost<{ ok: true }>("/session/verification-email");

/** Sends the verification email again and says in a snackbar that it went, or why not. */
export function useResendVerificationEmail() {
  const resend = useMutation({ mutationFn: resendVerificationEmail });
  const { enqueueSnackbar } = useSnackbar();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        enqueueSnackbar("Te enviamos un nuevo correo de verificación.", { variant: "success" }),
      onError: (error) => enqueueSnackbar(error.message, { variant: "error" }),
    });
  return { send, pending: resend.isPending };
}
