import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Toolbar from "@mui/material/Toolbar";
import Tooltip from "@mui/material/Tooltip";
import { Link, matchPath, useLocation } from "react-router";
import { useCurrentSession } from "@/lib/current-session";
import { drawerWidth, type NavItem, navItemsFor, railWidth } from "./nav-items";

type NavEntryProps = { item: NavItem; open: boolean; selected: boolean; onNavigate?: () => void };

function NavEntry({ item, open, selected, onNavigate }: NavEntryProps) {
  const Icon = item.icon;
  return (
    <ListItem disablePadding>
      <Tooltip title={open ? null : item.label} placement="right">
        <ListItemButton
          component={Link}
          to={item.path}
          selected={selected}
          aria-current={selected ? "page" : undefined}
          onClick={onNavigate}
          sx={{ minHeight: 48, px: 2.5 }}
        >
          <ListItemIcon sx={{ minWidth: 0, mr: open ? 2 : 0, color: selected ? "primary.main" : undefined }}>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={item.label} sx={{ opacity: open ? 1 : 0 }} />
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
}

function NavList({ open, onNavigate }: { open: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { user } = useCurrentSession();
  return (
    <Box component="nav" aria-label="Navegación principal">
      <List>
        {navItemsFor(user.role).map((item) => (
          <NavEntry
            key={item.path}
            item={item}
            open={open}
            selected={matchPath({ path: item.path, end: item.path === "/" }, pathname) !== null}
            onNavigate={onNavigate}
          />
        ))}
      </List>
    </Box>
  );
}

type NavDrawerProps = {
  open: boolean;
  /** On a phone: shown over the screen while open, and closed again once an entry is chosen. */
  overlay: boolean;
  onClose: () => void;
};

/** docs/product.md#screens: a permanent drawer, 220 px open; collapsed it is a rail of icons. */
export function NavDrawer({ open, overlay, onClose }: NavDrawerProps) {
  if (overlay) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        sx={{ "& .MuiDrawer-paper": { width: drawerWidth } }}
      >
        {/* The top bar stays above it, with the button that closes it. */}
        <Toolbar />
        <NavList open onNavigate={onClose} />
      </Drawer>
    );
  }
  const width = open ? drawerWidth : railWidth;
  return (
    <Drawer
      variant="permanent"
      open={open}
      sx={(theme) => ({
        width,
        flexShrink: 0,
        whiteSpace: "nowrap",
        transition: theme.transitions.create("width"),
        "& .MuiDrawer-paper": {
          width,
          overflowX: "hidden",
          boxSizing: "border-box",
          transition: theme.transitions.create("width"),
        },
      })}
    >
      <Toolbar />
      <NavList open={open} />
    </Drawer>
  );
}
