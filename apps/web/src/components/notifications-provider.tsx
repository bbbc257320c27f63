import { SnackbarProvider } from "notistack";
import type { ReactNode } from "react";

/**
 * The snackbars of the signed-in screens, where every write is told to the user (DESIGN §5). The shells
 * mount it rather than the app's root so that the sign-in page does not download notistack (issue 7).
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      {children}
    </SnackbarProvider>
  );
}
