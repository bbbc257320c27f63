import { homePathFor } from "@comanda/domain";
import Box from "@mui/material/Box";
import Toolbar from "@mui/material/Toolbar";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { AdminPinPrompt } from "@/components/admin-pin-prompt";
import { NotificationsProvider } from "@/components/notifications-provider";
import { useCurrentSession } from "@/lib/current-session";
import { useLiveEvents } from "@/lib/live-events";
import { NavDrawer } from "./nav-drawer";
import { TopBar } from "./top-bar";
import { VerifyEmailBanner } from "./verify-email-banner";
import { waiterPaths } from "./waiter-paths";

/**
 * The shared layout of the protected back-office routes (docs/product.md#screens). A waiter (decision 083)
 * reaches only its own screens (the server refuses the rest anyway) and lands on the dining room otherwise;
 * checked here rather than in the guard, so every first load (the sign-in's) does not carry it.
 */
export function AppLayout() {
  // The live stream starts with a shell, so the sign-in page's first load does not carry it.
  useLiveEvents();
  const { user } = useCurrentSession();
  const { pathname } = useLocation();
  if (user.role === "WAITER" && !waiterPaths.has(pathname))
    return <Navigate to={homePathFor(user.role)} replace />;
  return <BackOffice />;
}

function BackOffice() {
  // The open drawer would take most of a small screen: a tablet starts with the rail, and a phone, where
  // even the rail is a sixth of the width, opens the drawer over the screen only when asked to.
  const compact = useMediaQuery((theme) => theme.breakpoints.down("md"), { noSsr: true });
  const phone = useMediaQuery((theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(!compact);

  return (
    <NotificationsProvider>
      <Box sx={{ display: "flex", minHeight: "100vh" }}>
        <TopBar drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((open) => !open)} />
        <NavDrawer open={drawerOpen} overlay={phone} onClose={() => setDrawerOpen(false)} />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
          <Toolbar />
          <VerifyEmailBanner />
          <Outlet />
        </Box>
      </Box>
      <AdminPinPrompt />
    </NotificationsProvider>
  );
}
