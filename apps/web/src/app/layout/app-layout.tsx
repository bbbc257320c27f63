import Box from "@mui/material/Box";
import Toolbar from "@mui/material/Toolbar";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useState } from "react";
import { Outlet } from "react-router";
import { NavDrawer } from "./nav-drawer";
import { TopBar } from "./top-bar";
import { VerifyEmailBanner } from "./verify-email-banner";

/** The shared layout of the protected back-office routes (SPEC §2). */
export function AppLayout() {
  // On a phone the open drawer would take most of the screen, so it starts as a rail there.
  const compact = useMediaQuery((theme) => theme.breakpoints.down("md"), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(!compact);

  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      <TopBar drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      <NavDrawer open={drawerOpen} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <VerifyEmailBanner />
        <Outlet />
      </Box>
    </Box>
  );
}
