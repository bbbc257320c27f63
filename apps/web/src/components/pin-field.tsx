import type { ComponentProps } from "react";
import { TextField } from "./text-field";

type PinFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "autoComplete" | "slotProps">;

/** A 4–6 digit PIN, hidden as it is typed, with the phone's number pad: the ADMIN's authorization and a user switch. */
export function PinField(props: PinFieldProps) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete="off"
      autoFocus
      fullWidth
      slotProps={{ input: { inputMode: "numeric", maxLength: 6 } }}
    />
  );
}
