import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import type { SxProps, Theme } from "@mui/material/styles";
import { type ReactNode, type Ref, useId } from "react";

type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLSelectElement>;
  /** the <option>s; an empty value first reads as "nothing chosen" */
  children: ReactNode;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
};

/**
 * An outlined field over the browser's own <select>: on a tablet it opens the system's picker, with large
 * targets, and it carries none of the menu and popover code of MUI's Select (the dialog is a lazy chunk).
 */
export function SelectField({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  children,
  disabled,
  required,
  error,
  helperText,
  sx,
}: SelectFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth disabled={disabled} required={required} error={error} sx={sx}>
      {/* A <select> always shows its chosen option's text, so the label stays above it. */}
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        aria-describedby={helperTextId}
        input={<OutlinedInput label={label} notched />}
      >
        {children}
      </NativeSelect>
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/** 1..count as <option>s, after an empty "choose" one. */
export function QuantityOptions({ count, placeholder }: { count: number; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {Array.from({ length: count }, (_, index) => index + 1).map((quantity) => (
        <option key={quantity} value={quantity}>
          {quantity}
        </option>
      ))}
    </>
  );
}
