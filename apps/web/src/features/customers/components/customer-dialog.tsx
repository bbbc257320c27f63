import type { Customer } from "@comanda/domain/customers";
import { FormDialog, type RecordDialogProps } from "@/components/form-dialog";
import { createCustomerMutationKey } from "../api/create-customer";
import { updateCustomerMutationKey } from "../api/update-customer";
import { CustomerForm } from "./customer-form";

type CustomerDialogProps = RecordDialogProps<"customer", Customer>;

const titles = { create: "Nuevo cliente", edit: "Editar cliente" };
const saveKeys = { create: createCustomerMutationKey, update: updateCustomerMutationKey };

export function CustomerDialog({ open, customer, onClose }: CustomerDialogProps) {
  return (
    <FormDialog
      open={open}
      record={customer}
      titles={titles}
      maxWidth="sm"
      saveKeys={saveKeys}
      onClose={onClose}
    >
      {(titleId) => <CustomerForm customer={customer} titleId={titleId} onClose={onClose} />}
    </FormDialog>
  );
}
