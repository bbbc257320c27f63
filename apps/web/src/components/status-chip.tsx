import Chip from "@mui/material/Chip";

export type StatusChipProps = {
  active: boolean;
  /** docs/product.md#screens: a categoría reads Habilitada / Deshabilitada; promotions read Activa / Desactivada. */
  labels?: { active: string; inactive: string };
};

const enabledLabels = { active: "Habilitada", inactive: "Deshabilitada" };

/** The label agrees with the noun: producto, ingrediente, medio de pago, usuario. */
export const masculineLabels = { active: "Habilitado", inactive: "Deshabilitado" };

export const StatusChip = ({ active, labels = enabledLabels }: StatusChipProps) => (
  <Chip
    size="small"
    label={active ? labels.active : labels.inactive}
    color={active ? "success" : "default"}
    variant={active ? "filled" : "outlined"}
  />
);
