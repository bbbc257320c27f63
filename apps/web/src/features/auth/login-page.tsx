import { homePathFor, type LoginInput } from "@comanda/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { PasswordField } from "@/components/password-field";
import { TextField } from "@/components/text-field";
import { useLogin } from "./api/login";
import { AuthCard } from "./components/auth-card";

/** What other screens may tell the login through the router's state. */
export type LoginLocationState = { passwordReset?: boolean } | null;

export function LoginPage() {
  const navigate = useNavigate();
  const { passwordReset } = (useLocation().state as LoginLocationState) ?? {};
  // Decision 070: a verification link signs nobody in; the server sends its opener here with this flag.
  const [searchParams] = useSearchParams();
  const emailVerified = searchParams.get("verificacion") === "ok";
  const login = useLogin();

  // docs/product.md#validation: no client validation on login, the server answers in Spanish; so no form library either,
  // which would weigh on the first page a visitor downloads.
  const handleLogin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const values: LoginInput = {
      email: String(fields.get("email")),
      password: String(fields.get("password")),
    };
    login.mutate(values, {
      onSuccess: (session) => navigate(homePathFor(session.user.role), { replace: true }),
    });
  };

  return (
    <AuthCard title="Iniciar sesión" subtitle="Ingresá para gestionar tu negocio.">
      <Stack component="form" noValidate onSubmit={handleLogin} spacing={2} aria-label="Iniciar sesión">
        {passwordReset && !login.error && (
          <Alert severity="success" role="status">
            Tu contraseña se cambió. Iniciá sesión con la nueva.
          </Alert>
        )}
        {emailVerified && !passwordReset && !login.error && (
          <Alert severity="success" role="status">
            Tu correo quedó verificado. Ingresá con tu contraseña.
          </Alert>
        )}
        {login.error && <Alert severity="error">{login.error.message}</Alert>}
        <TextField
          name="email"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
        />
        <PasswordField name="password" label="Contraseña" autoComplete="current-password" fullWidth />
        <Button type="submit" variant="contained" size="large" loading={login.isPending}>
          Iniciar sesion
        </Button>
        <Button component={Link} to="/forgot-password" variant="text" size="small">
          Olvidé mi contraseña
        </Button>
        <Button component={Link} to="/signup" variant="text">
          Crear cuenta
        </Button>
      </Stack>
    </AuthCard>
  );
}
