import { Suspense } from "react";
import { matchRoutes, type RouteObject, useLocation, useRoutes } from "react-router";
import { ErrorBoundary } from "@/components/error-boundary";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { NotFoundPage } from "@/components/not-found-page";
import { PublicOnly } from "./guards/public-only";
import { RequireSession } from "./guards/require-session";
import { RequireStaff } from "./guards/require-staff";
import { lazyScreen, preloadScreens } from "./lazy-screen";
import { RouteError } from "./route-error";

// Every screen is a chunk of its own; apps/web/scripts/routes.ts must list it with its budget.
const backOffice: RouteObject[] = [
  { index: true, ...lazyScreen(() => import("@/features/home/home-page"), "HomePage") },
  {
    path: "stock",
    ...lazyScreen(() => import("@/features/products/products-page"), "ProductsPage"),
  },
  {
    path: "ingredients",
    ...lazyScreen(() => import("@/features/ingredients/ingredients-page"), "IngredientsPage"),
  },
  {
    path: "promotions",
    ...lazyScreen(() => import("@/features/promotions/promotions-page"), "PromotionsPage"),
  },
  // Decision 080: the modifier groups products ask ('Punto de cocción', 'Extras').
  {
    path: "modifiers",
    ...lazyScreen(() => import("@/features/modifiers/modifiers-page"), "ModifiersPage"),
  },
  {
    path: "categories",
    ...lazyScreen(() => import("@/features/categories/categories-page"), "CategoriesPage"),
  },
  {
    path: "payment-methods",
    ...lazyScreen(() => import("@/features/payment-methods/payment-methods-page"), "PaymentMethodsPage"),
  },
  {
    path: "customers",
    ...lazyScreen(() => import("@/features/customers/customers-page"), "CustomersPage"),
  },
  {
    path: "audit",
    ...lazyScreen(() => import("@/features/audit/audit-page"), "AuditPage"),
  },
  {
    path: "stations",
    ...lazyScreen(() => import("@/features/stations/stations-page"), "StationsPage"),
  },
  {
    path: "salon",
    ...lazyScreen(() => import("@/features/salon/salon-page"), "SalonPage"),
  },
  {
    path: "dining-room",
    ...lazyScreen(() => import("@/features/dining-room/dining-room-page"), "DiningRoomPage"),
  },
  {
    path: "sell-list",
    ...lazyScreen(() => import("@/features/sales/sell-list-page"), "SellListPage"),
  },
  {
    path: "sell-list/:id",
    ...lazyScreen(() => import("./screens/shift-detail-screen"), "ShiftDetailScreen"),
  },
  {
    path: "sell-list/:id/report",
    ...lazyScreen(() => import("@/features/sales/z-report-page"), "ZReportPage"),
  },
  // Decision 055: the invoices still waiting for their CAE, and every one issued.
  {
    path: "invoices",
    ...lazyScreen(() => import("@/features/invoices/invoices-page"), "InvoicesPage"),
  },
  {
    path: "settings",
    ...lazyScreen(() => import("@/features/settings/settings-page"), "SettingsPage"),
  },
  { path: "menu", ...lazyScreen(() => import("@/features/menu/menu-page"), "MenuPage") },
  {
    path: "profile",
    ...lazyScreen(() => import("@/features/profile/profile-page"), "ProfilePage"),
  },
];

export const routes: RouteObject[] = [
  {
    element: <PublicOnly />,
    children: [
      { path: "login", ...lazyScreen(() => import("@/features/auth/login-page"), "LoginPage") },
      {
        path: "signup",
        ...lazyScreen(() => import("@/features/auth/signup-page"), "SignupPage"),
      },
      {
        path: "forgot-password",
        ...lazyScreen(() => import("@/features/auth/forgot-password-page"), "ForgotPasswordPage"),
      },
    ],
  },
  // Public, but a signed-in user who opens a mailed reset link is not sent away from it.
  {
    path: "reset-password",
    ...lazyScreen(() => import("@/features/auth/reset-password-page"), "ResetPasswordPage"),
  },
  {
    path: "price-list",
    ...lazyScreen(() => import("@/features/price-list/own-price-list-page"), "OwnPriceListPage"),
  },
  {
    path: "price-list/:slug",
    ...lazyScreen(() => import("@/features/price-list/price-list-page"), "PriceListPage"),
  },
  {
    element: <RequireSession />,
    children: [
      {
        path: "orders",
        ...lazyScreen(() => import("./layout/board-shell"), "BoardShell"),
        children: [{ index: true, ...lazyScreen(() => import("./screens/orders-screen"), "OrdersScreen") }],
      },
      // Tickets print on an 80 mm page of their own, outside every layout; any role may print one.
      {
        path: "print/shifts/:id/report",
        ...lazyScreen(() => import("@/features/sales/z-report-print-page"), "ZReportPrintPage"),
      },
      {
        path: "print/orders/:id/:kind",
        ...lazyScreen(() => import("@/features/tickets/order-ticket-page"), "OrderTicketPage"),
      },
      // Decision 055: an invoice or credit note on the 80 mm roll or on A4.
      {
        path: "print/invoices/:id/:format",
        ...lazyScreen(() => import("@/features/invoices/print/invoice-print-page"), "InvoicePrintPage"),
      },
      {
        path: "/",
        element: <RequireStaff />,
        children: [{ ...lazyScreen(() => import("./layout/app-layout"), "AppLayout"), children: backOffice }],
      },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
];

/**
 * The app's routes, inside a router. Declarative routes rather than a data router: the app loads its data
 * with TanStack Query, and the data router's machinery is 16 kB of the sign-in page's budget
 * (docs/decisions/013-route-chunks-and-bundle-budget.md).
 */
export function AppRoutes() {
  const location = useLocation();
  // While rendering, not in an effect: a navigation renders in a transition that only commits once its
  // screen is there, so an effect would start the page's download after its layout's.
  preloadScreens(matchRoutes(routes, location));
  const element = useRoutes(routes, location);
  return (
    <ErrorBoundary fallback={<RouteError />} resetKey={location.pathname}>
      <Suspense fallback={<FullScreenSpinner />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
