import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { type SnackbarOrigin, SnackbarProvider } from "notistack";
import type { ReactNode } from "react";

/**
 * Where toasts go (they covered the dialogs' buttons and the tables' rows). On a desktop, bottom
 * left, off the centred dialog's actions and mostly over the drawer; on a phone, whose dialogs fill the
 * screen with their actions at the bottom, at the top. Two at most: a third pushed the oldest out anyway.
 */
export const toastPlacement = (phone: boolean): SnackbarOrigin =>
  phone ? { vertical: "top", horizontal: "center" } : { vertical: "bottom", horizontal: "left" };
export const maxToasts = 2;

/**
 * The snackbars of the signed-in screens, where every write is told to the user (docs/product.md#rules). The shells
 * mount it rather than the app's root so that the sign-in page does not download notistack (decision 013).
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"), { noSsr: true });
  return (
    <SnackbarProvider maxSnack={maxToasts} autoHideDuration={5000} anchorOrigin={toastPlacement(phone)}>
      {children}
    </SnackbarProvider>
  );
}
