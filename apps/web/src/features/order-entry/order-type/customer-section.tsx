import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { TextField } from "@/components/text-field";
import { promisedText } from "@/lib/promised-time";
import { ChosenCustomer } from "./chosen-customer";
import { CustomerLookup } from "./customer-lookup";
import type { TypeDraft, TypeErrors, TypeView } from "./type-draft";

export type CustomerSectionProps = {
  value: TypeDraft;
  onChange: (change: (draft: TypeDraft) => TypeDraft) => void;
  view: TypeView;
  /** what 'Crear' or the server refused */
  errors: TypeErrors;
  now: number;
  disabled: boolean;
};

/**
 * Decision 048, a chunk of its own (the counter's order never needs it): the customer of a take-away or a
 * delivery, the delivery's fee, and when it was promised.
 */
export function CustomerSection({ value, onChange, view, errors, now, disabled }: CustomerSectionProps) {
  const delivery = value.type === "delivery";
  const feeError = view.typingErrors.delivery_fee ?? errors.delivery_fee;
  const timeError = view.typingErrors.promised_at ?? errors.promised_at;
  const setCustomer = (customer: TypeDraft["customer"]) => onChange((draft) => ({ ...draft, customer }));
  return (
    <Stack spacing={1.5} component="section" aria-label="Cliente y entrega">
      {value.customer ? (
        <ChosenCustomer
          customer={value.customer}
          needsAddress={delivery}
          onChange={setCustomer}
          onClear={() => setCustomer(null)}
          disabled={disabled}
        />
      ) : (
        <CustomerLookup
          onPick={setCustomer}
          delivery={delivery}
          error={errors.customer_id}
          disabled={disabled}
        />
      )}
      {value.customer && errors.customer_id && <TextErrorLine>{errors.customer_id}</TextErrorLine>}
      <Stack direction="row" spacing={1.5}>
        {delivery && (
          <TextField
            label="Costo de envío"
            value={value.deliveryFee}
            onChange={(event) => onChange((draft) => ({ ...draft, deliveryFee: event.target.value }))}
            disabled={disabled}
            error={feeError !== undefined}
            helperText={feeError}
            autoComplete="off"
            inputProps={{ inputMode: "decimal", maxLength: 16 }}
            startAdornment={<span aria-hidden>$&nbsp;</span>}
            sx={{ flex: 1 }}
          />
        )}
        <TextField
          label="Hora prometida"
          type="time"
          shrinkLabel
          value={value.promisedTime}
          onChange={(event) => onChange((draft) => ({ ...draft, promisedTime: event.target.value }))}
          disabled={disabled}
          error={timeError !== undefined}
          helperText={
            timeError ?? (view.promisedAt !== null ? promisedText(view.promisedAt, now) : undefined)
          }
          inputProps={{ step: 300 }}
          sx={{ flex: 1 }}
        />
      </Stack>
    </Stack>
  );
}

function TextErrorLine({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="error" role="alert">
      {children}
    </Typography>
  );
}
