import type { RouteBudget } from "./bundle-budget";
import { screenKb } from "./route-limits";

const boardShell = "src/app/layout/board-shell.tsx";
const ordersPage = "src/app/screens/orders-screen.tsx";
const newOrderDialog = "src/features/order-entry/new-order-dialog.tsx";
/** Decision 095: asked for beside the order screen's chunk, so the catalog's fetch does not wait for it. */
const orderCatalog = "src/features/order-entry/api/order-catalog.ts";
const customerSection = "src/features/order-entry/order-type/customer-section.tsx";
const kitchenDisplay = "src/features/orders-board/kitchen/kitchen-display.tsx";
const windowLanes = "src/components/window-lanes.tsx";

/** `/orders` with the lazy modules `path` waits for, within `limitKb`. */
const orders = (path: string, lazy: string[] = [], limitKb = screenKb): RouteBudget => ({
  path: path === "" ? "/orders" : `/orders + ${path}`,
  modules: [boardShell, ordersPage, ...lazy],
  limitKb,
});

/** The orders screen (src/app/screens/orders-screen.tsx) and each of its lazy parts. */
export const orderRouteBudgets: RouteBudget[] = [
  orders(""),
  orders("new order dialog", [newOrderDialog, orderCatalog]),
  // Decision 050: a take-away's or a delivery's customer (the lookup and its form) comes once the type is chosen.
  orders("new order dialog + customer", [newOrderDialog, orderCatalog, customerSection]),
  // A customer's first order adds its form, with react-hook-form: like the other pickers, a little more room.
  // 2 kB more since order lines carry options and notes (decision 080): the draft, the lines and the domain;
  // 1 kB more for the kitchen display's rounds, per-station changes and cancelled cards (decision 081);
  // 1 kB more for the domain's core: courses, preparation times and options sold (decisions 081, 082).
  // 1 kB more (2 for the order screen) for issue 35's second half: the waiter's drawer and 'Cambiar de usuario'
  // in the shared layout (decision 083), products 'Agotado' (086), a combo's products' choices (080).
  // 1 kB more: it sat at its limit to the byte, and the board's cells drawn only on screen (decision 090) tipped it.
  // 1 kB more: the order catalog is a chunk of its own, asked for beside the screen's (decision 095), and a lazy
  // part already downloaded draws at once (decision 094).
  orders(
    "new order dialog + new customer",
    [
      newOrderDialog,
      orderCatalog,
      customerSection,
      "src/features/order-entry/order-type/new-customer-form.tsx",
    ],
    screenKb + 18,
  ),
  // Decision 080: the choice sheet is a chunk of its own, fetched as the order screen opens.
  orders(
    "new order dialog + choice sheet",
    [newOrderDialog, orderCatalog, "src/components/choice-sheet.tsx", "src/components/combo-sheet.tsx"],
    screenKb + 10,
  ),
  // Decision 087: the kitchen's display and the pass, each a chunk of its own fetched when a device shows it.
  orders("kitchen display", [kitchenDisplay]),
  // Decision 092: a busy board or display (60 cards and more) keeps only the cards near the view in the page.
  orders("busy board", [windowLanes]),
  // 3 kB more: the display's own chunk and the virtualizer, fetched only by a display of 60 tickets or more.
  orders("busy kitchen display", [kitchenDisplay, windowLanes], screenKb + 3),
  orders("pass", ["src/features/orders-board/kitchen/pass-view.tsx"]),
  orders("edit order dialog", ["src/features/order-entry/edit-order-dialog.tsx", orderCatalog]),
];
