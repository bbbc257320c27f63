import { receptorConditionLabels, receptorConditions } from "@comanda/domain/invoices";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { Controller, useWatch } from "react-hook-form";
import { FormSelectField } from "@/components/form-select-field";
import { FormTextField } from "@/components/form-text-field";
import { type ReceptorFormApi, type ReceptorType, receptorTypeLabels } from "../lib/receptor-form";

type ReceptorFieldsProps = {
  form: ReceptorFormApi;
  /** The choices offered: a voucher waiting for the buyer's document cannot go to an unnamed consumer. */
  types: readonly ReceptorType[];
};

/**
 * Who the invoice is for: a consumer, a DNI (name optional) or a CUIT with its razón social and condition.
 * A select rather than radio buttons: the screens that open it already carry MUI's Select, and the radios
 * took the shift's list with its dialog past its budget.
 */
export function ReceptorFields({ form, types }: ReceptorFieldsProps) {
  const type = useWatch({ control: form.control, name: "type" });
  return (
    <>
      <Controller
        control={form.control}
        name="type"
        render={({ field: { ref, onChange, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            fullWidth
            label="Para quién es la factura"
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
            onChange={(event) => {
              // Another kind of buyer: what was said about the last one's fields no longer applies.
              form.clearErrors();
              onChange(event.target.value);
            }}
          >
            {types.map((value) => (
              <MenuItem key={value} value={value}>
                {receptorTypeLabels[value]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {type === "dni" && (
        <>
          <FormTextField
            key="dni"
            form={form}
            name="number"
            label="Número de DNI"
            required
            autoComplete="off"
            maxLength={12}
            htmlInput={{ inputMode: "numeric" }}
          />
          <FormTextField
            key="dni-name"
            form={form}
            name="name"
            label="Nombre (opcional)"
            autoComplete="off"
            maxLength={120}
          />
        </>
      )}
      {type === "cuit" && (
        <>
          <FormTextField
            key="cuit"
            form={form}
            name="number"
            label="CUIT"
            required
            autoComplete="off"
            maxLength={13}
            hint="Con o sin guiones, por ejemplo 30-71234567-1."
            htmlInput={{ inputMode: "numeric" }}
          />
          <FormTextField
            key="cuit-name"
            form={form}
            name="name"
            label="Razón social"
            required
            autoComplete="off"
            maxLength={120}
          />
          <FormSelectField
            control={form.control}
            name="iva_condition"
            label="Condición frente al IVA"
            required
            options={receptorConditions}
            optionLabels={receptorConditionLabels}
          />
        </>
      )}
    </>
  );
}
