import FormControl, { type FormControlProps } from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput, { type OutlinedInputProps } from "@mui/material/OutlinedInput";
import { type ReactNode, useId } from "react";

export type TextFieldProps = Pick<FormControlProps, "required" | "error" | "fullWidth" | "size" | "sx"> &
  Omit<OutlinedInputProps, "label" | "size" | "sx" | "error" | "required" | "fullWidth"> & {
    label: string;
    helperText?: ReactNode;
    /** Keeps the label above the box, for inputs that draw their own placeholder (dates, times). */
    shrinkLabel?: boolean;
  };

/**
 * MUI's outlined TextField, put together from its parts: TextField itself also imports Select, Menu,
 * Popover and Modal for its `select` mode, which made every form screen (the sign-in page first) download
 * them (decision 013). Same markup, ids and labelling as TextField.
 */
export function TextField({
  label,
  helperText,
  id,
  required,
  error,
  fullWidth,
  size,
  sx,
  shrinkLabel,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperTextId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl required={required} error={error} fullWidth={fullWidth} size={size} sx={sx}>
      <InputLabel htmlFor={inputId} id={`${inputId}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        aria-describedby={helperTextId}
        notched={shrinkLabel}
        {...input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
