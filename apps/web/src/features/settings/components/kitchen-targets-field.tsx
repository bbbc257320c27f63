import type { BusinessSettingsInput } from "@comanda/domain/settings-input";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { BusinessSettingsValues } from "../api/business";

export const kitchenTargetsHintText =
  "En la pantalla de cocina, el tiempo de un pedido se pone ámbar al pasar el primero y rojo al pasar el segundo.";

type KitchenTargetsFieldProps = {
  form: UseFormReturn<BusinessSettingsInput, unknown, BusinessSettingsValues>;
  readOnly: boolean;
};

const fields = [
  { name: "kitchen_targets.warn", label: "Aviso (minutos)" },
  { name: "kitchen_targets.late", label: "Demorado (minutos)" },
] as const;

/** Decision 087: the owner's target times for a kitchen card's wait. */
export function KitchenTargetsField({ form, readOnly }: KitchenTargetsFieldProps) {
  return (
    <FormGroup role="group" aria-labelledby="kitchen-targets-title" sx={{ gap: 1.5 }}>
      <FormLabel id="kitchen-targets-title">Tiempos de la cocina</FormLabel>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {fields.map(({ name, label }) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <TextField
                label={label}
                type="number"
                fullWidth
                disabled={readOnly}
                value={Number.isNaN(field.value) || field.value === undefined ? "" : field.value}
                onChange={(event) =>
                  field.onChange(event.target.value === "" ? Number.NaN : Number(event.target.value))
                }
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { min: 1, max: 240, step: 1, inputMode: "numeric" } }}
              />
            )}
          />
        ))}
      </Stack>
      <FormHelperText sx={{ mt: -1 }}>{kitchenTargetsHintText}</FormHelperText>
    </FormGroup>
  );
}
