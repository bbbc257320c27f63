import MenuIcon from "@mui/icons-material/Menu";
import MenuOpen from "@mui/icons-material/MenuOpen";
import AppBar from "@mui/material/AppBar";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import { AccountMenu } from "./account-menu";
import { Brand } from "./brand";

type TopBarProps = { drawerOpen: boolean; onToggleDrawer: () => void };

export function TopBar({ drawerOpen, onToggleDrawer }: TopBarProps) {
  return (
    <AppBar position="fixed" sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}>
      <Toolbar>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={drawerOpen ? "Contraer menú" : "Expandir menú"}
          onClick={onToggleDrawer}
          sx={{ mr: 2 }}
        >
          {drawerOpen ? <MenuOpen /> : <MenuIcon />}
        </IconButton>
        <Brand />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
