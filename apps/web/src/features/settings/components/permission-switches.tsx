import type { BusinessSettingsInput } from "@comanda/domain/settings-input";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Switch from "@mui/material/Switch";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { BusinessSettingsValues } from "../api/business";

type SwitchName =
  | "cashier_edits_catalog"
  | "cashier_cancels_orders"
  | "kitchen_cancels_orders"
  | "waiter_charges";

export const permissionSwitches: { name: SwitchName; label: string }[] = [
  { name: "cashier_edits_catalog", label: "Caja puede editar catálogo y precios" },
  { name: "cashier_cancels_orders", label: "Caja puede cancelar pedidos" },
  { name: "kitchen_cancels_orders", label: "Cocina puede cancelar pedidos" },
  // Decision 083: off until the owner turns it on.
  { name: "waiter_charges", label: "Mozos pueden cobrar" },
];

export const permissionsHintText =
  "Lo que no se permita se puede hacer igual con el PIN de un administrador, que queda registrado.";

type PermissionSwitchesProps = {
  form: UseFormReturn<BusinessSettingsInput, unknown, BusinessSettingsValues>;
  readOnly: boolean;
};

/** Decision 045: what CASHIER and KITCHEN may do without an ADMIN's PIN; decision 083: whether WAITER charges. */
export function PermissionSwitches({ form, readOnly }: PermissionSwitchesProps) {
  return (
    <FormGroup role="group" aria-labelledby="permissions-title">
      <FormLabel id="permissions-title">Permisos</FormLabel>
      {permissionSwitches.map(({ name, label }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <FormControlLabel
              label={label}
              disabled={readOnly}
              control={
                <Switch
                  checked={field.value ?? name !== "waiter_charges"}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
          )}
        />
      ))}
      <FormHelperText sx={{ mt: 0 }}>{permissionsHintText}</FormHelperText>
    </FormGroup>
  );
}
