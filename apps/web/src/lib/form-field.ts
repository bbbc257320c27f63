import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from "react-hook-form";

export type FormParts<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  "register" | "getFieldState" | "formState"
>;

/** Wires a react-hook-form field into an MUI TextField: ref on the <input>, error as helper text. */
export function textFieldProps<T extends FieldValues>(
  form: FormParts<T>,
  name: FieldPath<T>,
  hint?: string,
  options?: RegisterOptions<T, FieldPath<T>>,
) {
  const { ref, ...field } = form.register(name, options);
  const message = form.getFieldState(name, form.formState).error?.message;
  return { ...field, inputRef: ref, error: message !== undefined, helperText: message ?? hint };
}
