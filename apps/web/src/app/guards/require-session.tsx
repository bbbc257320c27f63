import type { Session } from "@comanda/domain";
import Box from "@mui/material/Box";
import { Navigate, Outlet } from "react-router";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { QueryError } from "@/components/query-state";
import { useSession } from "@/features/auth/api/get-session";
import { CurrentSessionProvider } from "@/lib/current-session";

/** The live stream (live-events.ts) starts in the shells, which the sign-in page's first load does not carry. */
function SignedIn({ session }: { session: Session }) {
  return (
    <CurrentSessionProvider session={session}>
      <Outlet />
    </CurrentSessionProvider>
  );
}

/** Any signed-in user, of any role (docs/product.md#rules: /orders too). */
export function RequireSession() {
  const session = useSession();
  if (session.isPending) return <FullScreenSpinner />;
  // A failed background refetch keeps the last known answer: only a first load that failed is an error.
  if (session.data) return <SignedIn session={session.data} />;
  if (session.data === null) return <Navigate to="/login" replace />;
  return (
    <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2 }}>
      <QueryError query={session} text="No pudimos cargar tu sesión." />
    </Box>
  );
}
