import { MAX_OBSERVATION_LENGTH, MAX_TURN_LENGTH } from "@comanda/domain";
import Chip from "@mui/material/Chip";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { TextField } from "@/components/text-field";
import type { OrderFieldErrors } from "./order-fields";

type OrderDetailsProps = {
  turn: string;
  onTurn: (turn: string) => void;
  methods: readonly { id: string; name: string }[];
  paymentMethodId: string;
  onPaymentMethod: (id: string) => void;
  /** why there is no method to choose (none enabled, or they could not be loaded) */
  methodsHint?: string;
  observation: string;
  onObservation: (observation: string) => void;
  errors: OrderFieldErrors;
  disabled: boolean;
};

/** 'Número de orden', 'Medio de pago' as one tap each, and 'Observación' (docs/product.md#new-order). */
export function OrderDetails(props: OrderDetailsProps) {
  const { methods, paymentMethodId, errors, disabled } = props;
  const methodsLabelId = useId();
  const methodsHelp = errors.payment_method_id ?? props.methodsHint;
  return (
    <Stack spacing={2}>
      <Stack spacing={0.75}>
        <Typography id={methodsLabelId} variant="body2" color="text.secondary">
          Medio de pago
        </Typography>
        <Stack
          role="group"
          aria-labelledby={methodsLabelId}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: "wrap" }}
        >
          {methods.map((method) => {
            const chosen = method.id === paymentMethodId;
            return (
              <Chip
                key={method.id}
                label={method.name}
                clickable
                disabled={disabled}
                aria-pressed={chosen}
                color={chosen ? "primary" : "default"}
                variant={chosen ? "filled" : "outlined"}
                onClick={() => props.onPaymentMethod(method.id)}
                sx={{ height: 44, fontSize: 15, px: 0.5 }}
              />
            );
          })}
        </Stack>
        {methodsHelp && (
          <FormHelperText error={errors.payment_method_id !== undefined}>{methodsHelp}</FormHelperText>
        )}
      </Stack>
      <TextField
        label="Número de orden"
        required
        value={props.turn}
        onChange={(event) => props.onTurn(event.target.value)}
        disabled={disabled}
        error={errors.turn !== undefined}
        helperText={errors.turn}
        autoComplete="off"
        inputProps={{ maxLength: MAX_TURN_LENGTH }}
        fullWidth
      />
      <TextField
        label="Observación"
        value={props.observation}
        onChange={(event) => props.onObservation(event.target.value)}
        disabled={disabled}
        error={errors.observation !== undefined}
        helperText={errors.observation}
        multiline
        minRows={1}
        maxRows={4}
        inputProps={{ maxLength: MAX_OBSERVATION_LENGTH }}
        fullWidth
      />
    </Stack>
  );
}
