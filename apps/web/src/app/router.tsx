import { createBrowserRouter, type RouteObject } from "react-router";
import { PageTitle } from "../components/page-title";
import { ForgotPasswordPage } from "../features/auth/components/forgot-password-page";
import { LoginPage } from "../features/auth/components/login-page";
import { ResetPasswordPage } from "../features/auth/components/reset-password-page";
import { SignupPage } from "../features/auth/components/signup-page";
import { CategoriesPage } from "../features/categories/components/categories-page";
import { IngredientsPage } from "../features/ingredients/components/ingredients-page";
import { MenuPage } from "../features/menu/menu-page";
import { OrdersPage } from "../features/orders/orders-page";
import { PaymentMethodsPage } from "../features/payment-methods/components/payment-methods-page";
import { PriceListPage } from "../features/price-list/price-list-page";
import { ProfilePage } from "../features/profile/components/profile-page";
import { PublicOnly } from "./guards/public-only";
import { RequireSession } from "./guards/require-session";
import { RequireStaff } from "./guards/require-staff";
import { AppLayout } from "./layout/app-layout";
import { BoardShell } from "./layout/board-shell";
import { NotFoundPage } from "./not-found-page";
import { RouteError } from "./route-error";

// Screens still to be built show their heading only.
const backOffice: RouteObject[] = [
  { index: true, element: <PageTitle>Inicio</PageTitle> },
  { path: "stock", element: <PageTitle>Inventario</PageTitle> },
  { path: "ingredients", element: <IngredientsPage /> },
  { path: "promotions", element: <PageTitle>Promociones</PageTitle> },
  { path: "categories", element: <CategoriesPage /> },
  { path: "payment-methods", element: <PaymentMethodsPage /> },
  { path: "sell-list", element: <PageTitle>Listado de ventas</PageTitle> },
  { path: "menu", element: <MenuPage /> },
  { path: "profile", element: <ProfilePage /> },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: "login", element: <LoginPage /> },
          { path: "signup", element: <SignupPage /> },
          { path: "forgot-password", element: <ForgotPasswordPage /> },
        ],
      },
      // Public, but a signed-in user who opens a mailed reset link is not sent away from it.
      { path: "reset-password", element: <ResetPasswordPage /> },
      { path: "price-list/:slug", element: <PriceListPage /> },
      {
        element: <RequireSession />,
        children: [
          { path: "orders", element: <BoardShell />, children: [{ index: true, element: <OrdersPage /> }] },
          {
            path: "/",
            element: <RequireStaff />,
            children: [{ element: <AppLayout />, children: backOffice }],
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
