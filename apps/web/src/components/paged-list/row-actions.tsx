import Delete from "@mui/icons-material/Delete";
import Edit from "@mui/icons-material/Edit";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Tooltip from "@mui/material/Tooltip";

export type RowActionsProps = {
  /** The record's name, in every control's accessible name ('Editar Bebidas'). */
  name: string;
  /** Left out with `onToggle` for a record that has no enabled/disabled state (a modifier group). */
  enabled?: boolean;
  /** Left out where a record cannot be edited from its row. */
  onEdit?: () => void;
  onDelete: () => void;
  onToggle?: () => void;
};

/** docs/product.md#confirm-dialogs row actions: edit, delete and the enable/disable switch. */
export function RowActions({ name, enabled, onEdit, onDelete, onToggle }: RowActionsProps) {
  const editLabel = `Editar ${name}`;
  const deleteLabel = `Eliminar ${name}`;
  const toggleLabel = `${enabled ? "Deshabilitar" : "Habilitar"} ${name}`;
  return (
    <Stack direction="row" sx={{ alignItems: "center", justifyContent: "flex-end" }}>
      {onEdit && (
        <Tooltip title={editLabel}>
          <IconButton aria-label={editLabel} onClick={onEdit}>
            <Edit />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={deleteLabel}>
        <IconButton aria-label={deleteLabel} onClick={onDelete}>
          <Delete />
        </IconButton>
      </Tooltip>
      {onToggle && (
        <Switch checked={enabled} onChange={onToggle} slotProps={{ input: { "aria-label": toggleLabel } }} />
      )}
    </Stack>
  );
}
