import { homePathFor } from "@comanda/domain";
import { Navigate, Outlet } from "react-router";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { useSession } from "@/features/auth/api/get-session";

/** /login and /signup: a signed-in user is sent to their home instead. */
export function PublicOnly() {
  const session = useSession();
  if (session.isPending) return <FullScreenSpinner />;
  if (session.data) return <Navigate to={homePathFor(session.data.user.role)} replace />;
  return <Outlet />;
}
