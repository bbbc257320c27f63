import Button from "@mui/material/Button";
import { FullPageMessage } from "@/components/full-page-message";

/** Last resort for an error thrown while rendering a route. */
export function RouteError() {
  return (
    <FullPageMessage
      title="Algo salió mal"
      text="Ocurrió un error inesperado. Recargá la página para seguir."
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Recargar
        </Button>
      }
    />
  );
}
