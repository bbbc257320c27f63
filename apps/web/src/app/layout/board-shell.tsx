import Home from "@mui/icons-material/Home";
import Logout from "@mui/icons-material/Logout";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Toolbar from "@mui/material/Toolbar";
import { Link, Outlet } from "react-router";
import { AdminPinPrompt } from "@/components/admin-pin-prompt";
import { NotificationsProvider } from "@/components/notifications-provider";
import { useLogout } from "@/features/auth/api/logout";
import { useCurrentSession } from "@/lib/current-session";
import { Brand } from "./brand";
import { VerifyEmailBanner } from "./verify-email-banner";

/** The orders board stands alone (KITCHEN has no other screen); docs/product.md#orders-board gives it a 'Cerrar sesión' button. */
export function BoardShell() {
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
              <Button color="inherit" component={Link} to="/" startIcon={<Home />}>
                Inicio
              </Button>
            )}
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
    </Box>
  );
}
