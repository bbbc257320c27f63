import type { Role } from "@comanda/domain";
import type { SvgIconComponent } from "@mui/icons-material";
import Category from "@mui/icons-material/Category";
import Egg from "@mui/icons-material/Egg";
import History from "@mui/icons-material/History";
import Home from "@mui/icons-material/Home";
import Inventory2 from "@mui/icons-material/Inventory2";
import LocalOffer from "@mui/icons-material/LocalOffer";
import Payments from "@mui/icons-material/Payments";
import People from "@mui/icons-material/People";
import Receipt from "@mui/icons-material/Receipt";
import ReceiptLong from "@mui/icons-material/ReceiptLong";
import RestaurantMenu from "@mui/icons-material/RestaurantMenu";
import SoupKitchen from "@mui/icons-material/SoupKitchen";
import Storefront from "@mui/icons-material/Storefront";
import TableBar from "@mui/icons-material/TableBar";
import TableRestaurant from "@mui/icons-material/TableRestaurant";
import Tune from "@mui/icons-material/Tune";
import ViewKanban from "@mui/icons-material/ViewKanban";

/**
 * `roles` mirrors the server's role table (access/route-access.ts); without it, the counter's (ADMIN and
 * CASHIER). A waiter (decision 083) sees only the entries that name it.
 */
export type NavItem = { label: string; path: string; icon: SvgIconComponent; roles?: readonly Role[] };

const counter: readonly Role[] = ["ADMIN", "CASHIER"];
const floor: readonly Role[] = ["ADMIN", "CASHIER", "WAITER"];

/**
 * docs/product.md#layout's entries in its order, plus the board and the business settings: a
 * screen a user may open is reached from the drawer. KITCHEN never sees the drawer (RequireStaff).
 */
export const navItems: NavItem[] = [
  { label: "Inicio", path: "/", icon: Home },
  // Decision 083: a waiter's board lists its own orders, and its take-away.
  { label: "Pedidos", path: "/orders", icon: ViewKanban, roles: floor },
  // Decision 051: the tables' service, for the counter and the waiters (decision 083: WAITER, 'Mozo').
  { label: "Salón", path: "/salon", icon: TableBar, roles: floor },
  { label: "Productos", path: "/stock", icon: Inventory2 },
  { label: "Ingredientes", path: "/ingredients", icon: Egg },
  { label: "Promociones", path: "/promotions", icon: LocalOffer },
  // Decision 080: the modifier groups, catalog like the promotions (ADMIN and CASHIER).
  { label: "Opciones", path: "/modifiers", icon: Tune },
  { label: "Categorias", path: "/categories", icon: Category },
  { label: "Medios de pago", path: "/payment-methods", icon: Payments },
  // Decision 048: the counter's customers (ADMIN and CASHIER, like the catalog).
  { label: "Clientes", path: "/customers", icon: People },
  { label: "Historial de ventas", path: "/sell-list", icon: ReceiptLong },
  // Decision 055: the invoices waiting for their CAE (ADMIN and CASHIER, who invoice at the counter).
  { label: "Facturas", path: "/invoices", icon: Receipt, roles: ["ADMIN", "CASHIER"] },
  { label: "Menu", path: "/menu", icon: RestaurantMenu },
  // Decision 046: the stations and their printers are the owner's.
  { label: "Estaciones", path: "/stations", icon: SoupKitchen, roles: ["ADMIN"] },
  // Decision 049: the rooms and their tables are placed by the owner.
  { label: "Salón y mesas", path: "/dining-room", icon: TableRestaurant, roles: ["ADMIN"] },
  { label: "Auditoría", path: "/audit", icon: History, roles: ["ADMIN"] },
  // PATCH /api/v1/business is ADMIN's only (docs/product.md#roles). The screen's full name does not fit in 220 px.
  { label: "Configuración", path: "/settings", icon: Storefront, roles: ["ADMIN"] },
];

export const navItemsFor = (role: Role) => navItems.filter((item) => (item.roles ?? counter).includes(role));

export const drawerWidth = 220;
export const railWidth = 64;
