import { choiceRuleText } from "@comanda/domain";
import type { ModifierGroup } from "@comanda/domain/modifier-group";
import type { Column } from "@/components/paged-list/paged-table";
import { RowActions } from "@/components/paged-list/row-actions";
import { PreloadArea } from "@/lib/lazy-part";
import { modifierGroupDialogPreload } from "./modifier-group-dialog";

export type ModifierGroupHandlers = {
  onEdit: (group: ModifierGroup) => void;
  onDelete: (group: ModifierGroup) => void;
};

/** 'Jugoso, A punto (Agotado), Bien cocido': an option 'Agotado' today says so (decision 080). */
export const optionsText = (group: ModifierGroup): string =>
  group.options.map((option) => (option.soldOut ? `${option.name} (Agotado)` : option.name)).join(", ");

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
        <RowActions name={group.name} onEdit={() => onEdit(group)} onDelete={() => onDelete(group)} />
      </PreloadArea>
    ),
  },
];
