import { type ForgotPasswordInput, forgotPasswordInput } from "@comanda/domain/staff";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { FormEmailField } from "@/components/form-text-field";
import { type ForgotPasswordValues, useForgotPassword } from "./api/forgot-password";
import { AuthCard } from "./components/auth-card";

export const forgotPasswordSentMessage =
  "Si existe una cuenta con ese correo, te enviamos un enlace para elegir una nueva contraseña.";

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: "" },
  });

  const handleSend = form.handleSubmit((values) => forgot.mutate(values));

  return (
    <AuthCard title="Recuperar contraseña" subtitle="Te enviamos por correo un enlace para elegir una nueva.">
      {forgot.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {forgotPasswordSentMessage}
          </Alert>
          <Button component={Link} to="/login" variant="contained">
            Volver a iniciar sesión
          </Button>
        </Stack>
      ) : (
        <Stack
          component="form"
          noValidate
          onSubmit={handleSend}
          spacing={2}
          aria-label="Recuperar contraseña"
        >
          {forgot.error && <Alert severity="error">{forgot.error.message}</Alert>}
          <FormEmailField form={form} autoFocus />
          <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>
            Enviar enlace
          </Button>
          <Button component={Link} to="/login">
            Volver a iniciar sesión
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
