import {
  type BusinessSettings,
  type DiscountPolicy,
  discountPolicies,
  discountPolicyLabels,
  limits,
} from "@comanda/domain";
import { formatPhone } from "@comanda/domain/phone-format";
import { businessSettingsInput } from "@comanda/domain/settings-input";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useSnackbar } from "notistack";
import { Controller, useForm } from "react-hook-form";
import { FormTextField } from "@/components/form-text-field";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import { type BusinessSettingsInput, type BusinessSettingsValues, useUpdateBusiness } from "../api/business";
import { CoursesField } from "./courses-field";
import { KitchenTargetsField } from "./kitchen-targets-field";
import { PermissionSwitches } from "./permission-switches";

// Every field of the settings may carry a server error: the schema's keys, in its order.
const fieldNames = businessSettingsInput.keyof().options;

export const slugKeptText = "El enlace público de tu lista de precios no cambia.";
export const blindCountText =
  "Al cerrar el turno, la caja cuenta el dinero antes de ver cuánto debería haber en cada medio de pago.";
export const discountHintText = "Los recargos no tienen límite.";
export const cashierMaxHintText = "Sobre el subtotal del pedido.";
export const quickNotesHintText = "Separadas por comas. Se agregan a la nota de una línea con un toque.";

const coursesOf = (settings: BusinessSettings) => settings.courses?.map(({ id, name }) => ({ id, name }));

type SettingsFormProps = { settings: BusinessSettings; readOnly: boolean };

/**
 * Name, address, phone, the blind cash count, who may discount, the quick notes, the courses and what each
 * role may do; ADMIN's alone.
 */
export function SettingsForm({ settings, readOnly }: SettingsFormProps) {
  const update = useUpdateBusiness();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<BusinessSettingsInput, unknown, BusinessSettingsValues>({
    resolver: zodResolver(businessSettingsInput),
    defaultValues: {
      name: settings.name,
      address: settings.address,
      // Shown as it is read (decision 069); the domain reads it back into digits on save.
      phone: settings.phone ? formatPhone(settings.phone) : "",
      blind_cash_count: settings.blindCashCount,
      discount_policy: settings.discountPolicy,
      cashier_max_discount: settings.cashierMaxDiscount,
      cashier_edits_catalog: settings.permissions.cashierEditsCatalog,
      cashier_cancels_orders: settings.permissions.cashierCancelsOrders,
      kitchen_cancels_orders: settings.permissions.kitchenCancelsOrders,
      waiter_charges: settings.permissions.waiterCharges ?? false,
      quick_notes: settings.quickNotes.join(", "),
      // Left out (undefined) when the answer has none: the save then leaves them as they are.
      courses: coursesOf(settings),
      // Decision 087: left out when the answer has none, like the courses.
      kitchen_targets: settings.kitchenTargets,
    },
  });
  const policy = form.watch("discount_policy");

  const handleSave = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({
          ...values,
          phone: saved.phone ? formatPhone(saved.phone) : "",
          quick_notes: saved.quickNotes.join(", "),
          // The new courses' ids come from the server: the next save must send them to keep them.
          courses: coursesOf(saved),
        });
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
      <Controller
        control={form.control}
        name="discount_policy"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Quién puede hacer descuentos"
            disabled={readOnly}
            value={field.value ?? "admin-and-cashier"}
            onChange={(event) => field.onChange(event.target.value as DiscountPolicy)}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? discountHintText}
          >
            {discountPolicies.map((value) => (
              <MenuItem key={value} value={value}>
                {discountPolicyLabels[value]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {policy !== "admin-only" && (
        <Controller
          control={form.control}
          name="cashier_max_discount"
          render={({ field, fieldState }) => (
            <TextField
              label="Descuento máximo de la caja (%)"
              type="number"
              disabled={readOnly}
              value={field.value ?? ""}
              // An empty box stays empty (NaN fails the schema with its Spanish message), never 0.
              onChange={(event) =>
                field.onChange(event.target.value === "" ? Number.NaN : Number(event.target.value))
              }
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? cashierMaxHintText}
              slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: "numeric" } }}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="quick_notes"
        render={({ field, fieldState }) => (
          <TextField
            label="Notas rápidas"
            disabled={readOnly}
            value={typeof field.value === "string" ? field.value : ""}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? quickNotesHintText}
          />
        )}
      />
      {settings.courses && <CoursesField form={form} readOnly={readOnly} />}
      {settings.kitchenTargets && <KitchenTargetsField form={form} readOnly={readOnly} />}
      <PermissionSwitches form={form} readOnly={readOnly} />
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
