import type { ModifierGroup } from "@comanda/domain/modifier-group";
import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ListPage, ListToolbar } from "@/components/list-page";
import { PagedTable } from "@/components/paged-list/paged-table";
import { SearchField } from "@/components/paged-list/search-field";
import { useNotify } from "@/lib/use-notify";
import { useDeleteModifierGroup } from "./api/delete-modifier-group";
import { useModifierGroupList } from "./api/list-modifier-groups";
import { modifierGroupColumns } from "./components/modifier-group-columns";
import { ModifierGroupDialog, modifierGroupDialogPreload } from "./components/modifier-group-dialog";

export const deleteGroupText = "Estas seguro de que deseas eliminar este grupo de opciones?";

/**
 * Decision 080: the modifier groups ('Punto de cocción', 'Extras') products ask, live across devices. Built like
 * DialogRecordScreen, without its enable/disable switch: a group has no such state.
 */
export function ModifiersPage() {
  const list = useModifierGroupList();
  const remove = useDeleteModifierGroup();
  const notify = useNotify();
  // The dialogs keep what they were opened for while they fade out.
  const [dialog, setDialog] = useState<{ open: boolean; group: ModifierGroup | null }>({
    open: false,
    group: null,
  });
  const [deleting, setDeleting] = useState<{ open: boolean; group: ModifierGroup | null }>({
    open: false,
    group: null,
  });
  const closeDelete = () => setDeleting((current) => ({ ...current, open: false }));

  const handleDelete = () => {
    if (!deleting.group) return;
    remove.mutate(deleting.group.id, {
      onSuccess: () => {
        notify.success("Grupo de opciones eliminado.");
        closeDelete();
      },
      onError: (error) => {
        notify.failure(error);
        closeDelete();
      },
    });
  };

  return (
    <>
      <ListPage title="Opciones">
        <ListToolbar>
          <SearchField onSearch={list.search} label="Buscar por nombre" />
          <Button
            variant="contained"
            startIcon={<Add />}
            {...modifierGroupDialogPreload}
            onClick={() => setDialog({ open: true, group: null })}
          >
            Nuevo grupo
          </Button>
        </ListToolbar>
        <PagedTable
          label="Grupos de opciones"
          columns={modifierGroupColumns({
            onEdit: (group) => setDialog({ open: true, group }),
            onDelete: (group) => setDeleting({ open: true, group }),
          })}
          list={list}
          emptyMessage="Todavía no hay grupos de opciones."
        />
      </ListPage>
      <ModifierGroupDialog
        open={dialog.open}
        group={dialog.group}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={deleting.open}
        message={deleteGroupText}
        pending={remove.isPending}
        onConfirm={handleDelete}
        onClose={closeDelete}
      />
    </>
  );
}
