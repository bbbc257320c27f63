import type { Customer } from "@comanda/domain/customers";
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { useIsMutating } from "@tanstack/react-query";
import { useId } from "react";
import { createCustomerMutationKey } from "../api/create-customer";
import { updateCustomerMutationKey } from "../api/update-customer";
import { CustomerForm } from "./customer-form";

type CustomerDialogProps = {
  open: boolean;
  /** Edit mode when a customer is passed in, create mode otherwise. */
  customer: Customer | null;
  onClose: () => void;
};

/** The form unmounts when the dialog closes, so it reopens with the values of what it opens for. */
export function CustomerDialog({ open, customer, onClose }: CustomerDialogProps) {
  const titleId = useId();
  // While saving, neither Escape nor a click outside closes the dialog.
  const saving =
    useIsMutating({ mutationKey: createCustomerMutationKey }) +
      useIsMutating({ mutationKey: updateCustomerMutationKey }) >
    0;
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{customer ? "Editar cliente" : "Nuevo cliente"}</DialogTitle>
      <CustomerForm key={customer?.id ?? "new"} customer={customer} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}
