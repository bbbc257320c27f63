import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from "react-hook-form";
import { isApiError } from "./api-error";

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

/** The server's field errors (ApiError.fields) that have a field among `names` to sit under. */
export function serverFieldErrors<T extends FieldValues>(
  error: unknown,
  names: readonly FieldPath<T>[],
): [FieldPath<T>, string][] {
  const fields = (isApiError(error) && error.fields) || {};
  return Object.entries(fields).filter((entry): entry is [FieldPath<T>, string] =>
    (names as readonly string[]).includes(entry[0]),
  );
}

/** Puts the server's field errors under their fields, focusing the first; false when none had a field. */
export function showServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError">,
  error: unknown,
  names: readonly FieldPath<T>[],
): boolean {
  const entries = serverFieldErrors(error, names);
  entries.forEach(([name, message], index) => {
    form.setError(name, { type: "server", message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}

/** What a form shows in its Alert: the error's message, unless it went under a field. */
export const formErrorMessage = <T extends FieldValues>(
  error: unknown,
  names: readonly FieldPath<T>[],
): string | null =>
  error instanceof Error && serverFieldErrors(error, names).length === 0 ? error.message : null;
