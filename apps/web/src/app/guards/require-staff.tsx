import { Navigate, Outlet } from "react-router";
import { useCurrentSession } from "@/lib/current-session";

/** The back office under "/": every role but KITCHEN, whose only screen is the orders board. */
export function RequireStaff() {
  const { user } = useCurrentSession();
  if (user.role === "KITCHEN") return <Navigate to="/orders" replace />;
  return <Outlet />;
}
