import { categoryInput, limits } from "@comanda/domain";
import SwapVert from "@mui/icons-material/SwapVert";
import Button from "@mui/material/Button";
import { useState } from "react";
import { recordNouns } from "@/components/confirm-texts";
import { NamedRecordScreen } from "@/components/named-record-screen";
import { useCreateCategory } from "./api/create-category";
import { useDeleteCategory } from "./api/delete-category";
import { useCategoryList } from "./api/list-categories";
import { useSetCategoryStatus } from "./api/set-category-status";
import { useUpdateCategory } from "./api/update-category";
import { categoryColumns } from "./components/category-columns";
import { CategoryOrderDialog } from "./components/category-order-dialog";

const texts = {
  field: "Nombre de la categoría",
  add: "Agregar categoría",
  edit: "Editar categoria",
  created: "Categoría creada.",
  updated: "Categoría actualizada.",
  deleted: "Categoría eliminada.",
  enabled: "Categoría habilitada.",
  disabled: "Categoría deshabilitada.",
};

/** docs/product.md#categories, live across devices (docs/product.md#architecture). */
export function CategoriesPage() {
  const [ordering, setOrdering] = useState(false);
  return (
    <>
      <NamedRecordScreen
        title="Categorias"
        texts={texts}
        schema={categoryInput}
        maxLength={limits.categoryName}
        columns={categoryColumns}
        noun={recordNouns.category}
        emptyMessage="No hay categorias cargadas."
        list={useCategoryList()}
        create={useCreateCategory()}
        update={useUpdateCategory()}
        remove={useDeleteCategory()}
        setStatus={useSetCategoryStatus()}
        tools={
          <Button variant="outlined" startIcon={<SwapVert />} onClick={() => setOrdering(true)}>
            Ordenar categorías
          </Button>
        }
      />
      <CategoryOrderDialog open={ordering} onClose={() => setOrdering(false)} />
    </>
  );
}
