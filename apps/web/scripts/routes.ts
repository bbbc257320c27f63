import type { RouteBudget } from "./bundle-budget";
import { orderRouteBudgets } from "./order-routes";
import { chartsKb, loginKb, screenKb } from "./route-limits";

const layout = "src/app/layout/app-layout.tsx";
const products = "src/features/products/products-page.tsx";
const promotions = "src/features/promotions/promotions-page.tsx";
const modifiers = "src/features/modifiers/modifiers-page.tsx";
const ingredients = "src/features/ingredients/ingredients-page.tsx";
const movements = "src/components/stock-movements-dialog.tsx";
const shiftDetail = "src/app/screens/shift-detail-screen.tsx";
const invoices = "src/features/invoices/invoices-page.tsx";
const backOffice = (path: string, ...lazy: string[]): RouteBudget => ({
  path,
  modules: [layout, ...lazy],
  limitKb: screenKb,
});

/** Every route of src/app/router.tsx with the lazy modules it waits for (manifest keys). */
export const routeBudgets: RouteBudget[] = [
  { path: "/login", modules: ["src/features/auth/login-page.tsx"], limitKb: loginKb },
  { path: "/signup", modules: ["src/features/auth/signup-page.tsx"], limitKb: screenKb },
  {
    path: "/forgot-password",
    modules: ["src/features/auth/forgot-password-page.tsx"],
    limitKb: screenKb,
  },
  {
    path: "/reset-password",
    modules: ["src/features/auth/reset-password-page.tsx"],
    limitKb: screenKb,
  },
  { path: "/price-list", modules: ["src/features/price-list/own-price-list-page.tsx"], limitKb: screenKb },
  { path: "/price-list/:slug", modules: ["src/features/price-list/price-list-page.tsx"], limitKb: screenKb },
  ...orderRouteBudgets,
  backOffice("/", "src/features/home/home-page.tsx"),
  // Decision 020: the charts library (~95 kB) is its own chunk, fetched once the figures are on screen; the
  // first paint of "/" stays within the screen budget, the screen with its charts within this one.
  {
    path: "/ + charts",
    modules: [layout, "src/features/home/home-page.tsx", "src/features/home/components/dashboard-charts.tsx"],
    limitKb: chartsKb,
  },
  backOffice("/stock", products),
  // A dialog's form is a chunk of its own, fetched when it first opens: the screen with it open.
  // 2 kB more since order lines carry options and notes and the business its quick notes (decision 080): the
  // domain's core, which every screen loads, grew by about 1 kB and this screen was at its limit.
  {
    path: "/stock + product dialog",
    modules: [layout, products, "src/features/products/components/product-form.tsx"],
    // 1 kB more (2 for the order screen) for issue 35's second half: the waiter's drawer and 'Cambiar de usuario'
    // in the shared layout (decision 083), products 'Agotado' (086), a combo's products' choices (080).
    // 1 kB more: a lazy part already downloaded draws at once, with no fallback React would hold (decision 094).
    limitKb: screenKb + 4,
  },
  // The ingredient picker follows the form as a chunk of its own (recipe-rows.tsx).
  {
    path: "/stock + product dialog + ingredient picker",
    modules: [
      layout,
      products,
      "src/features/products/components/product-form.tsx",
      "src/features/products/components/recipe-row-editor.tsx",
    ],
    // 2 kB more since the list screens share their page, table and form fields as modules (decision 075):
    // three small files where the screen had its own copies, about 1 kB of gzip's per-file overhead; 1 kB
    // more for the domain's order lines with options (decision 080); 1 kB more for the product's 'Tiempo'
    // with the business query it reads the courses from, and the domain's courses (decision 082).
    // 1 kB more (2 for the order screen) for issue 35's second half: the waiter's drawer and 'Cambiar de usuario'
    // in the shared layout (decision 083), products 'Agotado' (086), a combo's products' choices (080).
    // 1 kB more: it sat at its limit to the byte, and the board's cells drawn only on screen (decision 090) tipped it.
    limitKb: screenKb + 17,
  },
  // Decision 080: the product's modifier groups picker follows the form as a chunk of its own.
  {
    path: "/stock + product dialog + modifier groups",
    modules: [
      layout,
      products,
      "src/features/products/components/product-form.tsx",
      "src/features/products/components/modifier-groups-field.tsx",
    ],
    // 1 kB more since the ingredient pickers share one hook in entities/ingredient (a module of its own);
    // 1 kB more for the product's 'Tiempo' and the domain's courses (decision 082).
    // 1 kB more (2 for the order screen) for issue 35's second half: the waiter's drawer and 'Cambiar de usuario'
    // in the shared layout (decision 083), products 'Agotado' (086), a combo's products' choices (080).
    // 1 kB more: the groups field's place, kept while it downloads, carries its hint (it sat at its limit).
    limitKb: screenKb + 16,
  },
  backOffice("/stock + movements dialog", products, movements),
  backOffice("/ingredients", ingredients),
  backOffice("/ingredients + movements dialog", ingredients, movements),
  backOffice("/promotions", promotions),
  // The combo's form with its product picker, like the product dialog with its picker above (decisions
  // 045 and 046: permissions and stations took the shared code 0.1 kB past 300).
  {
    path: "/promotions + combo dialog",
    modules: [layout, promotions, "src/features/promotions/components/promotion-form.tsx"],
    limitKb: screenKb + 10,
  },
  // Decision 080: the modifier groups; the group's form with its ingredient picker, like the combo's.
  backOffice("/modifiers", modifiers),
  {
    path: "/modifiers + group dialog",
    modules: [layout, modifiers, "src/features/modifiers/components/modifier-group-form.tsx"],
    // 1 kB more (2 for the order screen) for issue 35's second half: the waiter's drawer and 'Cambiar de usuario'
    // in the shared layout (decision 083), products 'Agotado' (086), a combo's products' choices (080).
    // 1 kB more: the theme's spacing by gap for Stack, CardActions and DialogActions (decision 091) tipped it.
    limitKb: screenKb + 12,
  },
  // The ADMIN's PIN dialog (decision 045) opens over any signed-in screen, e.g. a cashier's category edit.
  backOffice(
    "/categories + PIN dialog",
    "src/features/categories/categories-page.tsx",
    "src/components/admin-pin-dialog.tsx",
  ),
  backOffice("/categories", "src/features/categories/categories-page.tsx"),
  backOffice("/payment-methods", "src/features/payment-methods/payment-methods-page.tsx"),
  {
    path: "/stations",
    modules: [layout, "src/features/stations/stations-page.tsx"],
    // 1 kB more (2 for the order screen) for issue 35's second half: the waiter's drawer and 'Cambiar de usuario'
    // in the shared layout (decision 083), products 'Agotado' (086), a combo's products' choices (080).
    // 1 kB more: a lazy part already downloaded draws at once, with no fallback React would hold (decision 094).
    limitKb: screenKb + 2,
  },
  // The product picker (MUI's Autocomplete) comes as a chunk of its own, like the recipe's and the combo's.
  {
    path: "/stations + product picker",
    modules: [
      layout,
      "src/features/stations/stations-page.tsx",
      "src/features/stations/components/product-stations.tsx",
    ],
    // 2 kB more since order lines carry options and notes (decision 080): the domain's core grew by 1 kB;
    // 1 kB more as it grew again by the courses, preparation times and options sold (decisions 081, 082).
    // 1 kB more for issue 35's second half in the shared layout (decision 083).
    limitKb: screenKb + 14,
  },
  backOffice("/customers", "src/features/customers/customers-page.tsx"),
  backOffice("/dining-room", "src/features/dining-room/dining-room-page.tsx"),
  backOffice("/salon", "src/features/salon/salon-page.tsx"),
  // Decision 083: 'Cambiar de usuario' opens over a waiter's dining room (and any signed-in screen).
  backOffice(
    "/salon + switch user",
    "src/features/salon/salon-page.tsx",
    "src/features/auth/components/switch-user-dialog.tsx",
  ),
  // Decision 051: opening a table, its tab's panel and the panel's round and payment come as chunks.
  backOffice(
    "/salon + open table",
    "src/features/salon/salon-page.tsx",
    "src/features/salon/components/open-table-dialog.tsx",
  ),
  backOffice(
    "/salon + tab",
    "src/features/salon/salon-page.tsx",
    "src/features/salon/components/tab-panel.tsx",
  ),
  backOffice(
    "/salon + tab + round",
    "src/features/salon/salon-page.tsx",
    "src/features/salon/components/tab-panel.tsx",
    "src/features/salon/components/round-dialog.tsx",
  ),
  backOffice(
    "/salon + tab + payment",
    "src/features/salon/salon-page.tsx",
    "src/features/salon/components/tab-panel.tsx",
    "src/features/salon/components/pay-dialog.tsx",
  ),
  // The discount and tip form, with react-hook-form: like the other forms with pickers, a little more room.
  {
    path: "/salon + tab + payment + discount",
    modules: [
      layout,
      "src/features/salon/salon-page.tsx",
      "src/features/salon/components/tab-panel.tsx",
      "src/features/salon/components/pay-dialog.tsx",
      "src/features/salon/components/money-form.tsx",
    ],
    // 2 kB more for the table's courses ('Marchar', decision 082) and the domain's core grown by them.
    // 1 kB more (2 for the order screen) for issue 35's second half: the waiter's drawer and 'Cambiar de usuario'
    // in the shared layout (decision 083), products 'Agotado' (086), a combo's products' choices (080).
    limitKb: screenKb + 14,
  },
  backOffice("/audit", "src/features/audit/audit-page.tsx"),
  backOffice("/sell-list", "src/features/sales/sell-list-page.tsx"),
  // Decision 056: the shift's detail with each order's invoice, composed in src/app; 'Facturar' opens its dialog.
  backOffice("/sell-list/:id", shiftDetail),
  {
    path: "/sell-list/:id + invoice dialog",
    modules: [layout, shiftDetail, "src/features/invoices/invoice-order-dialog.tsx"],
    // 1 kB more (2 for the order screen) for issue 35's second half: the waiter's drawer and 'Cambiar de usuario'
    // in the shared layout (decision 083), products 'Agotado' (086), a combo's products' choices (080).
    // 1 kB more: a lazy part already downloaded draws at once, with no fallback React would hold (decision 094).
    limitKb: screenKb + 2,
  },
  backOffice("/sell-list/:id/report", "src/features/sales/z-report-page.tsx"),
  // Decision 055: the invoices waiting for their CAE; 'Completar datos' opens the receptor's form.
  backOffice("/invoices", invoices),
  backOffice("/invoices + receptor dialog", invoices, "src/features/invoices/components/receptor-dialog.tsx"),
  backOffice("/settings", "src/features/settings/settings-page.tsx"),
  {
    path: "/print/shifts/:id/report",
    modules: ["src/features/sales/z-report-print-page.tsx"],
    limitKb: screenKb,
  },
  {
    path: "/print/orders/:id/:kind",
    modules: ["src/features/tickets/order-ticket-page.tsx"],
    limitKb: screenKb,
  },
  {
    path: "/print/invoices/:id/:format",
    modules: ["src/features/invoices/print/invoice-print-page.tsx"],
    limitKb: screenKb,
  },
  backOffice("/menu", "src/features/menu/menu-page.tsx"),
  backOffice("/profile", "src/features/profile/profile-page.tsx"),
  { path: "*", modules: [], limitKb: screenKb },
];
