import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { useIsMutating } from "@tanstack/react-query";
import { useId } from "react";
import { createStaffMutationKey } from "../api/create-staff";
import { NewStaffForm } from "./new-staff-form";

type NewStaffDialogProps = { open: boolean; onClose: () => void };

/** docs/product.md#staff; the form unmounts when the dialog closes, so it reopens empty. */
export function NewStaffDialog({ open, onClose }: NewStaffDialogProps) {
  const titleId = useId();
  // While the user is being created, neither Escape nor a click outside closes the dialog.
  const saving = useIsMutating({ mutationKey: createStaffMutationKey }) > 0;
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Nuevo usuario</DialogTitle>
      <NewStaffForm onClose={onClose} />
    </Dialog>
  );
}
