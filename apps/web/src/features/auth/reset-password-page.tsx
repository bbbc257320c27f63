import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "./components/auth-card";
import { ResetPasswordForm } from "./components/reset-password-form";

export const invalidResetLinkMessage = "El enlace para restablecer la contraseña no es válido o venció.";

/** Opened from the mailed link; the server sends a bad or expired one here with `?error=`. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const valid = token !== null && token !== "" && !searchParams.has("error");

  return (
    <AuthCard title="Elegí una nueva contraseña" subtitle="Vas a usarla para iniciar sesión en Comanda.">
      {valid ? <ResetPasswordForm token={token} /> : <InvalidResetLink message={invalidResetLinkMessage} />}
    </AuthCard>
  );
}

export function InvalidResetLink({ message }: { message: string }) {
  return (
    <Stack spacing={2}>
      <Alert severity="error">{message}</Alert>
      <Button component={Link} to="/forgot-password" variant="contained">
        Pedir un nuevo enlace
      </Button>
      <Button component={Link} to="/login">
        Volver a iniciar sesión
      </Button>
    </Stack>
  );
}
