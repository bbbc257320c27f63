import type { ModifierGroup } from "@comanda/domain/modifier-group";
import { FormDialog, type RecordDialogProps } from "@/components/form-dialog";
import { lazyPart, preloadOnIntent } from "@/lib/lazy-part";
import { createModifierGroupMutationKey } from "../api/create-modifier-group";
import { updateModifierGroupMutationKey } from "../api/update-modifier-group";

// The form and its ingredient picker are a chunk of their own: the list's first load does not carry them.
const ModifierGroupForm = lazyPart(async () => (await import("./modifier-group-form")).ModifierGroupForm);

/** Spread on what opens the dialog: hovering or focusing it starts downloading the form. */
export const modifierGroupDialogPreload = preloadOnIntent(ModifierGroupForm);

const titles = { create: "Nuevo grupo de opciones", edit: "Editar grupo de opciones" };
const saveKeys = { create: createModifierGroupMutationKey, update: updateModifierGroupMutationKey };

type ModifierGroupDialogProps = RecordDialogProps<"group", ModifierGroup>;

export function ModifierGroupDialog({ open, group, onClose }: ModifierGroupDialogProps) {
  return (
    <FormDialog
      open={open}
      record={group}
      titles={titles}
      maxWidth="md"
      saveKeys={saveKeys}
      onClose={onClose}
    >
      {(titleId) => <ModifierGroupForm group={group} titleId={titleId} onClose={onClose} />}
    </FormDialog>
  );
}
