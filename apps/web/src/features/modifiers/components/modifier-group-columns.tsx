import { choiceRuleText } from "@comanda/domain";
import type { ModifierGroup } from "@comanda/domain/modifier-group";
import Delete from "@mui/icons-material/Delete";
import Edit from "@mui/icons-material/Edit";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import type { Column } from "@/components/paged-list/paged-table";
import { PreloadArea } from "@/lib/lazy-part";
import { modifierGroupDialogPreload } from "./modifier-group-dialog";

export type ModifierGroupHandlers = {
  onEdit: (group: ModifierGroup) => void;
  onDelete: (group: ModifierGroup) => void;
};

/** 'Jugoso, A punto (Agotado), Bien cocido': an option 'Agotado' today says so (decision 080). */
export const optionsText = (group: ModifierGroup): string =>
  group.options.map((option) => (option.soldOut ? `${option.name} (Agotado)` : option.name)).join(", ");

/** A group has no enabled/disabled state, so its row edits and deletes only. */
function GroupActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const editLabel = `Editar ${name}`;
  const deleteLabel = `Eliminar ${name}`;
  return (
    <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
      <Tooltip title={editLabel}>
        <IconButton aria-label={editLabel} onClick={onEdit}>
          <Edit />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteLabel}>
        <IconButton aria-label={deleteLabel} onClick={onDelete}>
          <Delete />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** Decision 080's catalog: Nombre, Regla, Opciones, Productos, Acciones. */
export const modifierGroupColumns = ({
  onEdit,
  onDelete,
}: ModifierGroupHandlers): Column<ModifierGroup>[] => [
  { header: "Nombre", cell: (group) => group.name },
  { header: "Regla", cell: (group) => choiceRuleText(group) },
  { header: "Opciones", cell: optionsText },
  { header: "Productos", align: "right", cell: (group) => group.productCount },
  {
    header: "Acciones",
    align: "right",
    actions: true,
    cell: (group) => (
      <PreloadArea {...modifierGroupDialogPreload}>
        <GroupActions name={group.name} onEdit={() => onEdit(group)} onDelete={() => onDelete(group)} />
      </PreloadArea>
    ),
  },
];
