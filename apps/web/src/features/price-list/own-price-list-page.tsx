import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { Navigate } from "react-router";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { QueryError } from "@/components/query-state";
import { useSession } from "@/lib/session";
import { PriceListShell } from "./price-list-shell";

export const askForLinkText =
  "Cada negocio tiene su propia lista de precios. Pedile el enlace o el código QR al negocio.";

/** /price-list without a business: a signed-in user goes to their own list; anyone else is told how to get one. */
export function OwnPriceListPage() {
  const session = useSession();
  if (session.isPending) return <FullScreenSpinner />;
  if (session.data) {
    return <Navigate to={`/price-list/${encodeURIComponent(session.data.business.slug)}`} replace />;
  }
  return (
    <PriceListShell>
      <Stack spacing={2}>
        {session.isError ? <QueryError query={session} /> : <Alert severity="info">{askForLinkText}</Alert>}
      </Stack>
    </PriceListShell>
  );
}
