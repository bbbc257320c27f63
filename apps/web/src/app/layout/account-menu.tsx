import Logout from "@mui/icons-material/Logout";
import Person from "@mui/icons-material/Person";
import Storefront from "@mui/icons-material/Storefront";
import SwitchAccount from "@mui/icons-material/SwitchAccount";
import Avatar from "@mui/material/Avatar";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { useLogout } from "@/features/auth/api/logout";
import { useCurrentSession } from "@/lib/current-session";
import { initialOf } from "@/lib/initial-of";
import { lazyPart } from "@/lib/lazy-part";

// Decision 083: its own chunk, downloaded when 'Cambiar de usuario' is first pressed (every screen's budget).
const SwitchUserDialog = lazyPart(
  async () => (await import("@/features/auth/components/switch-user-dialog")).SwitchUserDialog,
);

export function AccountMenu() {
  const { user } = useCurrentSession();
  const isAdmin = user.role === "ADMIN";
  const navigate = useNavigate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switching, setSwitching] = useState(false);
  const open = anchor !== null;

  const handleClose = () => setAnchor(null);
  const handleProfile = () => {
    handleClose();
    void navigate("/profile");
  };
  const handleSettings = () => {
    handleClose();
    void navigate("/settings");
  };
  // Decision 083: the next person on a shared tablet takes it over with a PIN.
  const handleSwitch = () => {
    handleClose();
    setSwitching(true);
  };
  const handleLogout = () => {
    handleClose();
    logout.mutate();
  };

  return (
    <>
      <IconButton
        aria-label={`Cuenta de ${user.name}`}
        aria-haspopup="menu"
        aria-controls={open ? "account-menu" : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: "secondary.main" }}>{initialOf(user.name)}</Avatar>
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={open}
        onClose={handleClose}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
      >
        <MenuItem onClick={handleProfile}>
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          Perfil
        </MenuItem>
        {isAdmin && (
          <MenuItem onClick={handleSettings}>
            <ListItemIcon>
              <Storefront fontSize="small" />
            </ListItemIcon>
            Configuración del negocio
          </MenuItem>
        )}
        <MenuItem onClick={handleSwitch}>
          <ListItemIcon>
            <SwitchAccount fontSize="small" />
          </ListItemIcon>
          Cambiar de usuario
        </MenuItem>
        <MenuItem onClick={handleLogout} disabled={logout.isPending}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Cerrar sesión
        </MenuItem>
      </Menu>
      {switching && (
        <Suspense fallback={null}>
          <SwitchUserDialog onClose={() => setSwitching(false)} />
        </Suspense>
      )}
    </>
  );
}
