import { limits } from "@comanda/domain";
import {
  type Customer,
  type CustomerInput,
  type CustomerValues,
  customerInput,
} from "@comanda/domain/customers";
import { formatPhone } from "@comanda/domain/phone-format";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { DialogForm } from "@/components/dialog-form";
import { FormNameField, FormTextField } from "@/components/form-text-field";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import { useNotify } from "@/lib/use-notify";
import { useCreateCustomer } from "../api/create-customer";
import { useUpdateCustomer } from "../api/update-customer";

const fieldNames = ["name", "phone", "address", "notes"] as const;

const fieldsOf = (customer: Customer | null): CustomerInput => ({
  name: customer?.name ?? "",
  // Shown as it is read (decision 069); the domain reads it back into digits on save.
  phone: customer?.phone ? formatPhone(customer.phone) : "",
  address: customer?.address ?? "",
  notes: customer?.notes ?? "",
});

type CustomerFormProps = { customer: Customer | null; titleId: string; onClose: () => void };

/** Decision 048: only the name is required; a phone, when typed, must be an Argentine one with its area code. */
export function CustomerForm({ customer, titleId, onClose }: CustomerFormProps) {
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const mutation = customer ? update : create;
  const notify = useNotify();
  const form = useForm<CustomerInput, unknown, CustomerValues>({
    resolver: zodResolver(customerInput),
    defaultValues: fieldsOf(customer),
  });

  const handleSave = form.handleSubmit((values) => {
    // What the schema output is valid input again (blank fields as null).
    const input: CustomerInput = values;
    const options = {
      onSuccess: () => {
        notify.success(customer ? "Cliente actualizado." : "Cliente creado.");
        onClose();
      },
      onError: (error: Error) => {
        showServerFieldErrors(form, error, fieldNames);
      },
    };
    if (customer) update.mutate({ id: customer.id, ...input }, options);
    else create.mutate(input, options);
  });

  return (
    <DialogForm
      onSubmit={handleSave}
      aria-labelledby={titleId}
      error={formErrorMessage(mutation.error, fieldNames)}
      pending={mutation.isPending}
      submitLabel={customer ? "Editar" : "Crear"}
      onCancel={onClose}
    >
      <FormNameField form={form} autoComplete="off" autoFocus maxLength={limits.customerName} />
      <FormTextField
        form={form}
        name="phone"
        label="Teléfono (opcional)"
        hint="Con característica: por ejemplo 11 4567-8901"
        type="tel"
        autoComplete="off"
        maxLength={limits.phone}
      />
      <FormTextField
        form={form}
        name="address"
        label="Dirección (opcional)"
        autoComplete="off"
        maxLength={limits.address}
      />
      <FormTextField
        form={form}
        name="notes"
        label="Notas (opcional)"
        hint="Por ejemplo: timbre, entre calles, alergias"
        multiline
        minRows={2}
        maxLength={limits.customerNotes}
      />
    </DialogForm>
  );
}
