import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

/** Last resort for an error thrown while rendering a route. */
export function RouteError() {
  return (
    <Stack
      component="main"
      spacing={2}
      sx={{ minHeight: "100vh", alignItems: "center", justifyContent: "center", p: 2 }}
    >
      <Typography variant="h4" component="h1">
        Algo salió mal
      </Typography>
      <Typography color="text.secondary">
        Ocurrió un error inesperado. Recargá la página para seguir.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Recargar
      </Button>
    </Stack>
  );
}
