import { type CreateStaffInput, createStaffInput, limits, roleLabels, roles } from "@comanda/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useSnackbar } from "notistack";
import { Controller, useForm } from "react-hook-form";
import { PasswordField } from "../../../components/password-field";
import { formErrorMessage, showServerFieldErrors, textFieldProps } from "../../../lib/form-field";
import { type CreateStaffValues, useCreateStaff } from "../api/create-staff";

const fieldNames = ["name", "role", "email", "password"] as const;

type NewStaffFormProps = { onClose: () => void };

export function NewStaffForm({ onClose }: NewStaffFormProps) {
  const create = useCreateStaff();
  const { enqueueSnackbar } = useSnackbar();
  // No role is chosen for the owner: the select starts empty and the schema asks for one.
  const form = useForm<CreateStaffInput, unknown, CreateStaffValues>({
    resolver: zodResolver(createStaffInput),
    defaultValues: { name: "", email: "", password: "" },
  });

  const handleCreate = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        enqueueSnackbar("Usuario creado.", { variant: "success" });
        onClose();
      },
      onError: (error) => showServerFieldErrors(form, error, fieldNames),
    }),
  );

  const formError = formErrorMessage(create.error, fieldNames);

  return (
    <form noValidate onSubmit={handleCreate} aria-label="Nuevo usuario">
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            {...textFieldProps(form, "name")}
            label="Nombre"
            autoComplete="off"
            required
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: limits.name } }}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field: { ref, value, ...field }, fieldState }) => (
              <TextField
                {...field}
                value={value ?? ""}
                inputRef={ref}
                select
                label="Rol"
                required
                fullWidth
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
              >
                {roles.map((role) => (
                  <MenuItem key={role} value={role}>
                    {roleLabels[role]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            {...textFieldProps(form, "email")}
            label="Correo electronico"
            type="email"
            autoComplete="off"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: limits.email } }}
          />
          <PasswordField
            {...textFieldProps(form, "password", `Al menos ${limits.passwordMin} caracteres.`)}
            label="Contraseña"
            autoComplete="new-password"
            required
            fullWidth
            maxLength={limits.passwordMax}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          Crear
        </Button>
      </DialogActions>
    </form>
  );
}
