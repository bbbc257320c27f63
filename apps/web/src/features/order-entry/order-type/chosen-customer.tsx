import { limits } from "@comanda/domain";
import type { CustomerOption } from "@comanda/domain/customers";
import { formatPhone } from "@comanda/domain/phone-format";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { TextField } from "@/components/text-field";
import { useSaveCustomer } from "../api/save-customer";

type ChosenCustomerProps = {
  customer: CustomerOption;
  /** a delivery without an address cannot go: the cashier adds it here */
  needsAddress: boolean;
  onChange: (customer: CustomerOption) => void;
  onClear: () => void;
  disabled: boolean;
};

/** Who the order is for: name, phone and address, 'Cambiar' to pick another (decision 048). */
export function ChosenCustomer({ customer, needsAddress, onChange, onClear, disabled }: ChosenCustomerProps) {
  const missing = needsAddress && !customer.address;
  return (
    <Stack
      role="group"
      aria-label="Cliente del pedido"
      spacing={1}
      sx={{ p: 1.5, border: 1, borderColor: "divider", borderRadius: 1, bgcolor: "background.paper" }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>{customer.name}</Typography>
          {customer.phone && <Typography variant="body2">{formatPhone(customer.phone)}</Typography>}
          {customer.address && (
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {customer.address}
            </Typography>
          )}
          {customer.notes && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {customer.notes}
            </Typography>
          )}
        </Stack>
        <Button
          size="small"
          onClick={onClear}
          disabled={disabled}
          aria-label="Cambiar cliente"
          sx={{ minHeight: 40 }}
        >
          Cambiar
        </Button>
      </Stack>
      {missing && <AddressForm customer={customer} onSaved={onChange} disabled={disabled} />}
    </Stack>
  );
}

type AddressFormProps = {
  customer: CustomerOption;
  onSaved: (customer: CustomerOption) => void;
  disabled: boolean;
};

/** The address a delivery needs, saved on the customer (PATCH replaces every field: the rest goes as it is). */
function AddressForm({ customer, onSaved, disabled }: AddressFormProps) {
  const [address, setAddress] = useState("");
  const save = useSaveCustomer();
  const [error, setError] = useState<string | null>(null);
  const handleSave = () => {
    if (address.trim() === "") {
      setError("Ingresá la dirección.");
      return;
    }
    setError(null);
    save.mutate(
      { id: customer.id, name: customer.name, phone: customer.phone, address, notes: customer.notes },
      { onSuccess: onSaved },
    );
  };
  const message = error ?? (save.error ? save.error.message : undefined);
  return (
    <Stack spacing={1}>
      <Alert severity="warning">Este cliente no tiene dirección: cargala para enviarle el pedido.</Alert>
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <TextField
          label="Dirección del cliente"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.ctrlKey && !event.metaKey) {
              event.preventDefault();
              handleSave();
            }
          }}
          disabled={disabled || save.isPending}
          error={message !== undefined}
          helperText={message}
          autoComplete="off"
          inputProps={{ maxLength: limits.address }}
          size="small"
          fullWidth
        />
        <Button
          variant="outlined"
          onClick={handleSave}
          loading={save.isPending}
          disabled={disabled}
          sx={{ minHeight: 40, whiteSpace: "nowrap", flexShrink: 0 }}
        >
          Guardar dirección
        </Button>
      </Stack>
    </Stack>
  );
}
