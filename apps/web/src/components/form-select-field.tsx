import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

export type FormSelectFieldProps<T extends FieldValues, R extends FieldValues, V extends string> = Omit<
  TextFieldProps,
  "name" | "select" | "error" | "helperText" | "children"
> & {
  control: Control<T, unknown, R>;
  name: FieldPath<T>;
  options: readonly V[];
  optionLabels: Readonly<Record<V, string>>;
};

/** A react-hook-form field as a full-width MUI select; it starts empty while the value is unset. */
export function FormSelectField<T extends FieldValues, R extends FieldValues, V extends string>({
  control,
  name,
  options,
  optionLabels,
  ...props
}: FormSelectFieldProps<T, R, V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...field}
          value={value ?? ""}
          inputRef={ref}
          select
          fullWidth
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          {...props}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {optionLabels[option]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
