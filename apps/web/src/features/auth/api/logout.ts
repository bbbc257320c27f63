import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useNavigate } from "react-router";
import { apiDelete } from "@/lib/api-client";
import { replaceSession } from "./get-session";

export const logout = () => apiDelete<{ ok: true }>("/session");

export const logoutErrorMessage = "No se pudo cerrar la sesión. Intentá de nuevo.";

/** Signs out, forgets every cached answer and goes to /login; a failure is told in a snackbar (docs/product.md#rules). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      replaceSession(queryClient, null);
      void navigate("/login", { replace: true });
    },
    onError: () => {
      enqueueSnackbar(logoutErrorMessage, { variant: "error" });
    },
  });
}
