import { limits, roleLabels, roles } from "@comanda/domain";
import { type CreateStaffInput, createStaffInput } from "@comanda/domain/staff";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSnackbar } from "notistack";
import { useForm } from "react-hook-form";
import { DialogForm } from "@/components/dialog-form";
import { FormSelectField } from "@/components/form-select-field";
import { FormEmailField, FormNameField, FormNewPasswordField } from "@/components/form-text-field";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
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
    <DialogForm
      onSubmit={handleCreate}
      aria-label="Nuevo usuario"
      error={formError}
      pending={create.isPending}
      submitLabel="Crear"
      onCancel={onClose}
    >
      <FormNameField form={form} autoComplete="off" autoFocus maxLength={limits.name} />
      <FormSelectField
        control={form.control}
        name="role"
        label="Rol"
        required
        options={roles}
        optionLabels={roleLabels}
      />
      <FormEmailField form={form} autoComplete="off" />
      <FormNewPasswordField form={form} />
    </DialogForm>
  );
}
