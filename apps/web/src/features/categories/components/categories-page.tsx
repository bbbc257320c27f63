import { type Category, categoryInput, limits } from "@comanda/domain";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { recordNouns } from "../../../components/confirm-texts";
import { NameForm, type NameValues } from "../../../components/name-form";
import { PageTitle } from "../../../components/page-title";
import { PagedTable } from "../../../components/paged-list/paged-table";
import { type RecordAction, RecordActionConfirm } from "../../../components/paged-list/record-action-confirm";
import { SearchField } from "../../../components/paged-list/search-field";
import { useCreateCategory } from "../api/create-category";
import { useDeleteCategory } from "../api/delete-category";
import { useCategoryList } from "../api/list-categories";
import { useSetCategoryStatus } from "../api/set-category-status";
import { useUpdateCategory } from "../api/update-category";
import { categoryColumns } from "./category-columns";

const formTexts = {
  field: "Nombre de la categoría",
  add: "Agregar categoria",
  edit: "Editar categoria",
  created: "Categoría creada.",
  updated: "Categoría actualizada.",
};
const actionTexts = {
  deleted: "Categoría eliminada.",
  enabled: "Categoría habilitada.",
  disabled: "Categoría deshabilitada.",
};

/** SPEC §2 Categorias, live across devices (DESIGN §1). */
export function CategoriesPage() {
  const list = useCategoryList();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const setStatus = useSetCategoryStatus();
  const [editing, setEditing] = useState<Category | null>(null);
  const [action, setAction] = useState<RecordAction<Category> | null>(null);

  const save = (values: NameValues) =>
    editing ? update.mutateAsync({ id: editing.id, ...values }) : create.mutateAsync(values);
  const columns = categoryColumns({
    onEdit: setEditing,
    onDelete: (record) => setAction({ kind: "delete", record }),
    onToggle: (record) => setAction({ kind: "toggle", record }),
  });

  return (
    <>
      <PageTitle>Categorias</PageTitle>
      <Card>
        <CardContent>
          <Stack spacing={3}>
            <NameForm
              key={editing?.id ?? "new"}
              schema={categoryInput}
              maxLength={limits.categoryName}
              texts={formTexts}
              editing={editing}
              save={save}
              saving={create.isPending || update.isPending}
              onDone={() => setEditing(null)}
            />
            <SearchField onSearch={list.search} />
            <PagedTable
              label="Categorias"
              columns={columns}
              list={list}
              emptyMessage="No hay categorias cargadas."
            />
          </Stack>
        </CardContent>
      </Card>
      <RecordActionConfirm
        action={action}
        noun={recordNouns.category}
        texts={actionTexts}
        remove={remove}
        setStatus={setStatus}
        onClose={() => setAction(null)}
        onDeleted={(record) => {
          if (record.id === editing?.id) setEditing(null);
        }}
      />
    </>
  );
}
