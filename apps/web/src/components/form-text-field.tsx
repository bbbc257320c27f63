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
