import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <Stack
      component="main"
      spacing={2}
      sx={{ minHeight: "100vh", alignItems: "center", justifyContent: "center", p: 2 }}
    >
      <Typography variant="h4" component="h1">
        Página no encontrada
      </Typography>
      <Typography color="text.secondary">La dirección que abriste no existe.</Typography>
      <Button component={Link} to="/" variant="contained">
        Ir al inicio
      </Button>
    </Stack>
  );
}
