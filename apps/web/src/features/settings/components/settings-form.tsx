import { type BusinessSettings, businessSettingsInput, limits } from "@comanda/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useSnackbar } from "notistack";
import { Controller, useForm } from "react-hook-form";
import { FormTextField } from "@/components/form-text-field";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import { type BusinessSettingsInput, type BusinessSettingsValues, useUpdateBusiness } from "../api/business";

const fieldNames = ["name", "address", "phone", "blind_cash_count"] as const;

export const slugKeptText = "El enlace público de tu lista de precios no cambia.";
export const blindCountText =
  "Al cerrar el turno, la caja cuenta el dinero antes de ver cuánto debería haber en cada medio de pago.";

type SettingsFormProps = { settings: BusinessSettings; readOnly: boolean };

/** Name, address, phone and the blind cash count; read-only for everyone but ADMIN. */
export function SettingsForm({ settings, readOnly }: SettingsFormProps) {
  const update = useUpdateBusiness();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<BusinessSettingsInput, unknown, BusinessSettingsValues>({
    resolver: zodResolver(businessSettingsInput),
    defaultValues: {
      name: settings.name,
      address: settings.address,
      phone: settings.phone ?? "",
      blind_cash_count: settings.blindCashCount,
    },
  });

  const handleSave = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ ...values, phone: saved.phone ?? "" });
        enqueueSnackbar("Datos del negocio guardados.", { variant: "success" });
      },
      onError: (error) => showServerFieldErrors(form, error, fieldNames),
    }),
  );
  const formError = formErrorMessage(update.error, fieldNames);

  return (
    <Stack component="form" noValidate onSubmit={handleSave} spacing={2} aria-label="Datos del negocio">
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormTextField
        form={form}
        name="name"
        label="Nombre del negocio"
        required
        disabled={readOnly}
        maxLength={limits.businessName}
        hint={slugKeptText}
      />
      <FormTextField
        form={form}
        name="address"
        label="Dirección"
        autoComplete="street-address"
        required
        disabled={readOnly}
        maxLength={limits.address}
      />
      <FormTextField
        form={form}
        name="phone"
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        disabled={readOnly}
        maxLength={limits.phone}
        htmlInput={{ inputMode: "tel" }}
      />
      <Controller
        control={form.control}
        name="blind_cash_count"
        render={({ field }) => (
          <Stack>
            <FormControlLabel
              label="Arqueo ciego"
              disabled={readOnly}
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
            <FormHelperText sx={{ mt: 0 }}>{blindCountText}</FormHelperText>
          </Stack>
        )}
      />
      {!readOnly && (
        <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Guardar
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
