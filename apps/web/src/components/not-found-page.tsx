import Button from "@mui/material/Button";
import { Link } from "react-router";
import { FullPageMessage } from "./full-page-message";

export function NotFoundPage() {
  return (
    <FullPageMessage
      title="Página no encontrada"
      text="La dirección que abriste no existe."
      action={
        <Button component={Link} to="/" variant="contained">
          Ir al inicio
        </Button>
      }
    />
  );
}
