import { limits } from "@comanda/domain";
import type { FieldPath, FieldValues } from "react-hook-form";
import {
  FormPasswordField,
  type FormPasswordFieldProps,
  FormTextField,
  type FormTextFieldProps,
} from "./form-text-field";

/** The props a caller may still set: the field's path is fixed, its label has a default. */
type FixedName<P> = Omit<P, "name" | "label"> & { label?: string };

/** A form's required 'Nombre' field, bound to its `name` value; callers add focus, autofill and the limit. */
export function FormNameField<T extends FieldValues & { name: string }>(
  props: FixedName<FormTextFieldProps<T>>,
) {
  return <FormTextField name={"name" as FieldPath<T>} label="Nombre" required {...props} />;
}

/** A form's required email field, bound to its `email` value, held to the domain's limit. */
export function FormEmailField<T extends FieldValues & { email: string }>(
  props: FixedName<FormTextFieldProps<T>>,
) {
  return (
    <FormTextField
      name={"email" as FieldPath<T>}
      label="Correo electrónico"
      type="email"
      autoComplete="email"
      required
      maxLength={limits.email}
      {...props}
    />
  );
}

/** A new password for the `password` value: its length rule as the hint, and the browser may offer one. */
export function FormNewPasswordField<T extends FieldValues & { password: string }>(
  props: FixedName<FormPasswordFieldProps<T>>,
) {
  return (
    <FormPasswordField
      name={"password" as FieldPath<T>}
      hint={`Al menos ${limits.passwordMin} caracteres.`}
      label="Contraseña"
      autoComplete="new-password"
      required
      maxLength={limits.passwordMax}
      {...props}
    />
  );
}
