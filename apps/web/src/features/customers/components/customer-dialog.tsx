import type { Customer } from "@comanda/domain/customers";
import { FormDialog } from "@/components/form-dialog";
import { createCustomerMutationKey } from "../api/create-customer";
import { updateCustomerMutationKey } from "../api/update-customer";
import { CustomerForm } from "./customer-form";

type CustomerDialogProps = {
  open: boolean;
  /** Edit mode when a customer is passed in, create mode otherwise. */
  customer: Customer | null;
  onClose: () => void;
};

const saveKeys = { create: createCustomerMutationKey, update: updateCustomerMutationKey };

export function CustomerDialog({ open, customer, onClose }: CustomerDialogProps) {
  return (
    <FormDialog
      open={open}
      title={customer ? "Editar cliente" : "Nuevo cliente"}
      maxWidth="sm"
      saveKeys={saveKeys}
      onClose={onClose}
    >
      {(titleId) => (
        <CustomerForm key={customer?.id ?? "new"} customer={customer} titleId={titleId} onClose={onClose} />
      )}
    </FormDialog>
  );
}
