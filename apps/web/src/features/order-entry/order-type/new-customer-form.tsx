import { limits } from "@comanda/domain";
import {
  type CustomerInput,
  type CustomerOption,
  type CustomerValues,
  customerInput,
} from "@comanda/domain/customers";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormNameField, FormTextField } from "@/components/form-text-field";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import { useSaveCustomer } from "../api/save-customer";

const fieldNames = ["name", "phone", "address", "notes"] as const;

// A delivery goes somewhere: its customer is made with an address (the server refuses one without).
const forDelivery = customerInput.refine((values) => values.address !== null, {
  path: ["address"],
  message: "Ingresá la dirección: el pedido es para enviar.",
});

type NewCustomerFormProps = {
  /** what was typed in the lookup, as the new customer's phone */
  phone: string;
  delivery: boolean;
  onCreated: (customer: CustomerOption) => void;
  onCancel: () => void;
};

/** Decision 048: a customer made on the spot, without leaving the order; saved, it is the order's. */
export function NewCustomerForm({ phone, delivery, onCreated, onCancel }: NewCustomerFormProps) {
  const titleId = useId();
  const save = useSaveCustomer();
  const form = useForm<CustomerInput, unknown, CustomerValues>({
    resolver: zodResolver(delivery ? forDelivery : customerInput),
    defaultValues: { name: "", phone, address: "", notes: "" },
  });

  const handleSave = form.handleSubmit((values) => {
    const input: CustomerInput = values;
    save.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => {
        showServerFieldErrors(form, error, fieldNames);
      },
    });
  });
  const errorText = formErrorMessage(save.error, fieldNames);

  return (
    <Stack
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        // The order screen around it is no form, but its Enter must not reach the order.
        event.stopPropagation();
        void handleSave(event);
      }}
      spacing={1.5}
      sx={{ p: 1.5, border: 1, borderColor: "divider", borderRadius: 1, bgcolor: "background.paper" }}
    >
      <Typography id={titleId} variant="subtitle2" component="h4">
        Nuevo cliente
      </Typography>
      {errorText && <Alert severity="error">{errorText}</Alert>}
      <FormNameField form={form} autoFocus autoComplete="off" size="small" maxLength={limits.customerName} />
      <FormTextField
        form={form}
        name="phone"
        label="Teléfono"
        type="tel"
        hint="Con característica: por ejemplo 11 4567-8901"
        autoComplete="off"
        size="small"
        maxLength={limits.phone}
      />
      <FormTextField
        form={form}
        name="address"
        label="Dirección"
        required={delivery}
        autoComplete="off"
        size="small"
        maxLength={limits.address}
      />
      <FormTextField
        form={form}
        name="notes"
        label="Notas"
        hint="Por ejemplo: timbre, entre calles, alergias"
        autoComplete="off"
        size="small"
        multiline
        maxRows={3}
        maxLength={limits.customerNotes}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        <Button onClick={onCancel} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Guardar cliente
        </Button>
      </Stack>
    </Stack>
  );
}
