import { limits } from "@comanda/domain";
import type { InputHTMLAttributes } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { type FormParts, textFieldProps } from "@/lib/form-field";
import { PasswordField, type PasswordFieldProps } from "./password-field";
import { TextField, type TextFieldProps } from "./text-field";

/** What the binding sets on the field, so a caller cannot unbind it by accident. */
type Bound = "name" | "inputRef" | "onChange" | "onBlur" | "error" | "helperText";

type FormBinding<T extends FieldValues> = {
  form: FormParts<T>;
  name: FieldPath<T>;
  /** Helper text while the field has no error. */
  hint?: string;
};

export type FormTextFieldProps<T extends FieldValues> = FormBinding<T> &
  Omit<TextFieldProps, Bound | "slotProps"> & {
    maxLength?: number;
    /** More attributes of the <input>; a `maxLength` here wins. */
    htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  };

/** A react-hook-form field as a full-width outlined text field, its error as helper text. */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  hint,
  maxLength,
  htmlInput,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <TextField
      {...textFieldProps(form, name, hint)}
      fullWidth
      slotProps={{ input: { maxLength, ...htmlInput } }}
      {...props}
    />
  );
}

export type FormPasswordFieldProps<T extends FieldValues> = FormBinding<T> & Omit<PasswordFieldProps, Bound>;

/** FormTextField's counterpart for a password, with the show/hide toggle. */
export function FormPasswordField<T extends FieldValues>({
  form,
  name,
  hint,
  ...props
}: FormPasswordFieldProps<T>) {
  return <PasswordField {...textFieldProps(form, name, hint)} fullWidth {...props} />;
}

// The fields most forms share, bound by name. Here rather than in a file of their own: a form that takes one
// would otherwise download one more small chunk (the product dialog's budget, decision 013).
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
