import Chip from "@mui/material/Chip";

export type StatusChipProps = {
  active: boolean;
  /** SPEC §2: most records read Habilitada / Deshabilitada; promotions read Activa / Desactivada. */
  labels?: { active: string; inactive: string };
};

const enabledLabels = { active: "Habilitada", inactive: "Deshabilitada" };

export const StatusChip = ({ active, labels = enabledLabels }: StatusChipProps) => (
  <Chip
    size="small"
    label={active ? labels.active : labels.inactive}
    color={active ? "success" : "default"}
    variant={active ? "filled" : "outlined"}
  />
);
