import { ivaConditionLabels, ivaConditions } from "@comanda/domain/fiscal";
import {
  fiscalEnvironmentLabels,
  fiscalEnvironments,
  GROSS_INCOME_MAX,
  LEGAL_NAME_MAX,
  POINT_OF_SALE_MAX,
} from "@comanda/domain/fiscal-settings";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useSnackbar } from "notistack";
import { Controller, useForm } from "react-hook-form";
import { FormSelectField } from "@/components/form-select-field";
import { FormTextField } from "@/components/form-text-field";
import { TextField } from "@/components/text-field";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import { type FiscalSettings, useSaveFiscalSettings } from "../api/fiscal-settings";
import {
  type FiscalSettingsFields,
  type FiscalSettingsFormValues,
  fiscalFieldNames as fieldNames,
  fiscalInputOf,
  fiscalSettingsForm,
  fiscalFormValues as formValues,
} from "../lib/fiscal-form-values";

const grossIncomeHintText = "El número de inscripción, o «Exento». Dejalo vacío si no tenés.";
export const thresholdHintText =
  "En pesos. Desde este monto ARCA pide el DNI o el CUIT del cliente en cada factura.";

type FiscalSettingsFormProps = { settings: FiscalSettings };

/** Decision 054: what ARCA knows the business by, and the point of sale and environment it invoices in. */
export function FiscalSettingsForm({ settings }: FiscalSettingsFormProps) {
  const save = useSaveFiscalSettings();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<FiscalSettingsFields, unknown, FiscalSettingsFormValues>({
    resolver: zodResolver(fiscalSettingsForm),
    defaultValues: formValues(settings),
  });

  const handleSave = form.handleSubmit((values) =>
    save.mutate(fiscalInputOf(values), {
      onSuccess: (saved) => {
        form.reset(formValues(saved));
        enqueueSnackbar("Datos fiscales guardados.", { variant: "success" });
      },
      onError: (error) => showServerFieldErrors(form, error, fieldNames),
    }),
  );
  const formError = formErrorMessage(save.error, fieldNames);

  return (
    <Stack component="form" noValidate onSubmit={handleSave} spacing={2} aria-label="Datos fiscales">
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormTextField
        form={form}
        name="cuit"
        label="CUIT"
        required
        maxLength={13}
        hint="Con o sin guiones, por ejemplo 20-12345678-6."
        htmlInput={{ inputMode: "numeric" }}
      />
      <FormTextField form={form} name="legal_name" label="Razón social" required maxLength={LEGAL_NAME_MAX} />
      <FormSelectField
        control={form.control}
        name="iva_condition"
        label="Condición frente al IVA"
        required
        options={ivaConditions}
        optionLabels={ivaConditionLabels}
      />
      <FormTextField
        form={form}
        name="gross_income"
        label="Ingresos brutos"
        maxLength={GROSS_INCOME_MAX}
        hint={grossIncomeHintText}
      />
      <FormTextField
        form={form}
        name="activity_start"
        label="Inicio de actividades"
        type="date"
        required
        shrinkLabel
      />
      <Controller
        control={form.control}
        name="point_of_sale"
        render={({ field, fieldState }) => (
          <TextField
            label="Punto de venta"
            type="number"
            required
            fullWidth
            name={field.name}
            inputRef={field.ref}
            value={Number.isNaN(field.value) ? "" : (field.value ?? "")}
            // An empty box stays empty (NaN fails the schema with its Spanish message), never 0.
            onChange={(event) =>
              field.onChange(event.target.value === "" ? Number.NaN : Number(event.target.value))
            }
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ?? "El que diste de alta en ARCA para facturar con Comanda."
            }
            inputProps={{ min: 1, max: POINT_OF_SALE_MAX, step: 1, inputMode: "numeric" }}
          />
        )}
      />
      <FormSelectField
        control={form.control}
        name="environment"
        label="Ambiente"
        required
        options={fiscalEnvironments}
        optionLabels={fiscalEnvironmentLabels}
      />
      <Controller
        control={form.control}
        name="auto_invoice"
        render={({ field }) => (
          <FormControlLabel
            label="Facturar automáticamente cada pedido al completarse"
            control={
              <Switch
                name={field.name}
                slotProps={{ input: { ref: field.ref } }}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
      <FormTextField
        form={form}
        name="identification_threshold"
        label="Identificar al cliente desde"
        required
        hint={thresholdHintText}
        htmlInput={{ inputMode: "decimal", autoComplete: "off", maxLength: 20 }}
      />
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Guardar datos fiscales
        </Button>
      </Stack>
    </Stack>
  );
}
