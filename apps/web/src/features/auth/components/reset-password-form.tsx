import { limits, passwordSchema } from "@comanda/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { FormNewPasswordField, FormPasswordField } from "@/components/form-text-field";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import { useResetPassword } from "../api/reset-password";
import type { LoginLocationState } from "../login-page";

const newPasswordForm = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ["confirm"],
    message: "Las contraseñas no coinciden.",
  });
type NewPasswordForm = z.input<typeof newPasswordForm>;

const fieldNames = ["password"] as const;

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: "", confirm: "" },
  });

  const handleSave = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          const state: LoginLocationState = { passwordReset: true };
          void navigate("/login", { replace: true, state });
        },
        onError: (error) => showServerFieldErrors(form, error, fieldNames),
      },
    ),
  );

  const formError = formErrorMessage(reset.error, fieldNames);

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSave}
      spacing={2}
      aria-label="Elegí una nueva contraseña"
    >
      {formError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" component={Link} to="/forgot-password">
              Pedir un nuevo enlace
            </Button>
          }
        >
          {formError}
        </Alert>
      )}
      <FormNewPasswordField form={form} label="Nueva contraseña" autoFocus />
      <FormPasswordField
        form={form}
        name="confirm"
        label="Repetí la contraseña"
        autoComplete="new-password"
        required
        maxLength={limits.passwordMax}
      />
      <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
        Guardar contraseña
      </Button>
    </Stack>
  );
}
