import { limits } from "@comanda/domain";
import { type UpdateProfileInput, updateProfileInput } from "@comanda/domain/staff";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useSnackbar } from "notistack";
import { useForm } from "react-hook-form";
import { FormEmailField, FormNameField } from "@/components/form-text-field";
import { useCurrentSession } from "@/lib/current-session";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import { type ProfileValues, useUpdateProfile } from "../api/update-profile";

const fieldNames = ["name", "email"] as const;

type ProfileFormProps = { onCancel: () => void; onSaved: (pendingEmail: string | null) => void };

export function ProfileForm({ onCancel, onSaved }: ProfileFormProps) {
  const { user } = useCurrentSession();
  const update = useUpdateProfile();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<UpdateProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(updateProfileInput),
    defaultValues: { name: user.name, email: user.email },
  });

  const handleSave = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (result) => {
        enqueueSnackbar("Perfil actualizado.", { variant: "success" });
        onSaved(result.pendingEmail);
      },
      onError: (error) => showServerFieldErrors(form, error, fieldNames),
    }),
  );

  const formError = formErrorMessage(update.error, fieldNames);

  return (
    <Stack component="form" noValidate onSubmit={handleSave} spacing={2} aria-label="Editar perfil">
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormNameField form={form} autoComplete="name" maxLength={limits.name} />
      <FormEmailField form={form} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        <Button onClick={onCancel} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={update.isPending}>
          Guardar
        </Button>
      </Stack>
    </Stack>
  );
}
