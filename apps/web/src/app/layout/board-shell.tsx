import Home from "@mui/icons-material/Home";
import Logout from "@mui/icons-material/Logout";
import SwitchAccount from "@mui/icons-material/SwitchAccount";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Toolbar from "@mui/material/Toolbar";
import { Suspense, useState } from "react";
import { Link, Outlet } from "react-router";
import { AdminPinPrompt } from "@/components/admin-pin-prompt";
import { NotificationsProvider } from "@/components/notifications-provider";
import { useLogout } from "@/features/auth/api/logout";
import { useCurrentSession } from "@/lib/current-session";
import { lazyPart } from "@/lib/lazy-part";
import { useLiveEvents } from "@/lib/live-events";
import { Brand } from "./brand";
import { VerifyEmailBanner } from "./verify-email-banner";

// Decision 083: its own chunk, downloaded when 'Cambiar de usuario' is first pressed (every screen's budget).
const SwitchUserDialog = lazyPart(
  async () => (await import("@/features/auth/components/switch-user-dialog")).SwitchUserDialog,
);

/** The orders board stands alone (KITCHEN has no other screen); docs/product.md#orders-board gives it a 'Cerrar sesión' button. */
export function BoardShell() {
  // The live stream starts with a shell (the back office's or this one), not with the sign-in's first load.
  useLiveEvents();
  return (
    <NotificationsProvider>
      <Board />
      <AdminPinPrompt />
    </NotificationsProvider>
  );
}

// useLogout tells a failure in a snackbar, so it runs below the provider.
function Board() {
  const { user } = useCurrentSession();
  const logout = useLogout();
  const [switching, setSwitching] = useState(false);
  // Decision 083: a waiter's home is the dining room, not the back office's start.
  const waiter = user.role === "WAITER";
  return (
    <Box sx={{ minHeight: "100vh" }}>
      <AppBar position="sticky">
        <Toolbar>
          <Brand />
          {/* On a phone the business name gives way; the buttons keep their words on one line. */}
          <Stack
            direction="row"
            spacing={1}
            sx={{ flexShrink: 0, "& .MuiButton-root": { whiteSpace: "nowrap" } }}
          >
            {user.role !== "KITCHEN" && (
              <Button color="inherit" component={Link} to={waiter ? "/salon" : "/"} startIcon={<Home />}>
                {waiter ? "Salón" : "Inicio"}
              </Button>
            )}
            {/* A shared device is a tablet or a screen; on a phone the words would not fit beside the others. */}
            <Button
              color="inherit"
              startIcon={<SwitchAccount />}
              onClick={() => setSwitching(true)}
              sx={{ display: { xs: "none", sm: "inline-flex" } }}
            >
              Cambiar de usuario
            </Button>
            <Button
              color="inherit"
              startIcon={<Logout />}
              onClick={() => logout.mutate()}
              loading={logout.isPending}
            >
              Cerrar sesión
            </Button>
          </Stack>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
        {/* A kitchen screen is a shared device: nobody at it can act on a mail sent to the account. */}
        {user.role !== "KITCHEN" && <VerifyEmailBanner />}
        <Outlet />
      </Box>
      {switching && (
        <Suspense fallback={null}>
          <SwitchUserDialog onClose={() => setSwitching(false)} />
        </Suspense>
      )}
    </Box>
  );
}
