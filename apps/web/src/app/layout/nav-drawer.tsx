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
import { drawerWidth, type NavItem, navItems, railWidth } from "./nav-items";

type NavEntryProps = { item: NavItem; open: boolean; selected: boolean };

function NavEntry({ item, open, selected }: NavEntryProps) {
  const Icon = item.icon;
  return (
    <ListItem disablePadding>
      <Tooltip title={open ? null : item.label} placement="right">
        <ListItemButton
          component={Link}
          to={item.path}
          selected={selected}
          aria-current={selected ? "page" : undefined}
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

type NavDrawerProps = { open: boolean };

/** SPEC §2: a permanent drawer, 220 px open; collapsed it is a rail of icons. */
export function NavDrawer({ open }: NavDrawerProps) {
  const { pathname } = useLocation();
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
      <Box component="nav" aria-label="Navegación principal">
        <List>
          {navItems.map((item) => (
            <NavEntry
              key={item.path}
              item={item}
              open={open}
              selected={matchPath({ path: item.path, end: item.path === "/" }, pathname) !== null}
            />
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
