import { homePathFor } from "@comanda/domain";
import { Navigate, Outlet, useLocation } from "react-router";
import { useCurrentSession } from "@/lib/current-session";

/**
 * Decision 083: a waiter's screens under "/": the dining room and its own profile (its board, /orders, is
 * outside this guard). Written out rather than read from the drawer's entries, whose icons would weigh on
 * every first load; app/layout/nav-items.test.ts checks the two agree.
 */
export const waiterPaths: ReadonlySet<string> = new Set(["/salon", "/profile"]);

/**
 * The back office under "/": every role but KITCHEN, whose only screen is the orders board; a waiter only
 * reaches its own screens (the server refuses the rest anyway) and lands on the dining room otherwise.
 */
export function RequireStaff() {
  const { user } = useCurrentSession();
  const { pathname } = useLocation();
  if (user.role === "KITCHEN") return <Navigate to="/orders" replace />;
  if (user.role === "WAITER" && !waiterPaths.has(pathname))
    return <Navigate to={homePathFor("WAITER")} replace />;
  return <Outlet />;
}
