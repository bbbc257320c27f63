import type { SvgIconComponent } from "@mui/icons-material";
import Category from "@mui/icons-material/Category";
import Egg from "@mui/icons-material/Egg";
import Home from "@mui/icons-material/Home";
import Inventory2 from "@mui/icons-material/Inventory2";
import LocalOffer from "@mui/icons-material/LocalOffer";
import Payments from "@mui/icons-material/Payments";
import ReceiptLong from "@mui/icons-material/ReceiptLong";
import RestaurantMenu from "@mui/icons-material/RestaurantMenu";

export type NavItem = { label: string; path: string; icon: SvgIconComponent };

/** SPEC §2 Shared layout: the same entries for every role, in this order. */
export const navItems: NavItem[] = [
  { label: "Inicio", path: "/", icon: Home },
  { label: "Productos", path: "/stock", icon: Inventory2 },
  { label: "Ingredientes", path: "/ingredients", icon: Egg },
  { label: "Promociones", path: "/promotions", icon: LocalOffer },
  { label: "Categorias", path: "/categories", icon: Category },
  { label: "Medios de pagos", path: "/payment-methods", icon: Payments },
  { label: "Historial de ventas", path: "/sell-list", icon: ReceiptLong },
  { label: "Menu", path: "/menu", icon: RestaurantMenu },
];

export const drawerWidth = 220;
export const railWidth = 64;
