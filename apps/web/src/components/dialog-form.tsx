import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Stack from "@mui/material/Stack";
import type { ComponentProps } from "react";

export type DialogFormProps = Omit<ComponentProps<"form">, "noValidate"> & {
  /** An error with no field to sit under, shown above the fields. */
  error: string | null;
  pending: boolean;
  submitLabel: string;
  /** False keeps the submit button off, e.g. while the form is empty. */
  canSubmit?: boolean;
  onCancel: () => void;
};

/** docs/product.md#dialogs: the fields, then Cancelar and the submit button, both off while saving. */
export function DialogForm({
  error,
  pending,
  submitLabel,
  canSubmit = true,
  onCancel,
  children,
  ...formProps
}: DialogFormProps) {
  return (
    <form noValidate {...formProps}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={pending || !canSubmit}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
