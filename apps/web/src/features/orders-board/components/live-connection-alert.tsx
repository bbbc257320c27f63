import WifiOff from "@mui/icons-material/WifiOff";
import Alert from "@mui/material/Alert";
import { useLiveConnection } from "@/lib/live-events";

/**
 * docs/product.md#orders-board: screens elsewhere silently showed stale tickets for half an hour. While the stream is
 * down the board says so; once it is back, lib/live-events.ts refetches everything.
 */
export function LiveConnectionAlert() {
  const connection = useLiveConnection();
  if (connection !== "down") return null;
  return (
    <Alert severity="error" variant="filled" icon={<WifiOff />} sx={{ mb: 2, fontSize: "1rem" }}>
      Sin conexión en vivo: los pedidos pueden estar desactualizados. Reconectando…
    </Alert>
  );
}
