import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import { useHealth } from "../api/get-health";

/**
 * Decision 071: the owner learns from the home that the server's disk is full, and what to do; the
 * screens that try to save say so too, each time (the server's 503 message).
 */
export function DiskWarning() {
  const health = useHealth();
  if (health.data?.disk !== "full") return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>El disco del servidor está lleno</AlertTitle>
      Comanda no puede guardar pedidos ni cambios hasta que se libere espacio; lo que ya estaba guardado no se
      perdió. Avisale a quien administra el servidor: apenas haya lugar, todo vuelve a funcionar solo.
    </Alert>
  );
}
