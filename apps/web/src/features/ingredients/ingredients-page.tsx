import type { Ingredient } from "@comanda/domain";
import { useState } from "react";
import { recordNouns } from "@/components/confirm-texts";
import { DialogRecordScreen } from "@/components/dialog-record-screen";
import { useDeleteIngredient } from "./api/delete-ingredient";
import { useIngredientList } from "./api/list-ingredients";
import { useSetIngredientStatus } from "./api/set-ingredient-status";
import { ingredientColumns } from "./components/ingredient-columns";
import { IngredientDialog } from "./components/ingredient-dialog";
import { IngredientMovementsDialog } from "./components/ingredient-movements-dialog";

const actionTexts = {
  deleted: "Ingrediente eliminado.",
  enabled: "Ingrediente habilitado.",
  disabled: "Ingrediente deshabilitado.",
};

/** docs/product.md#ingredients, live across devices (docs/product.md#architecture). */
export function IngredientsPage() {
  const list = useIngredientList();
  const remove = useDeleteIngredient();
  const setStatus = useSetIngredientStatus();
  // The dialog keeps what it was opened for while it fades out.
  const [movements, setMovements] = useState<{ open: boolean; ingredient: Ingredient | null }>({
    open: false,
    ingredient: null,
  });

  return (
    <DialogRecordScreen
      title="Ingredientes"
      newLabel="Nuevo ingrediente"
      list={list}
      columns={(handlers) =>
        ingredientColumns({
          ...handlers,
          onMovements: (ingredient) => setMovements({ open: true, ingredient }),
        })
      }
      emptyMessage="No hay ingredientes cargados."
      noun={recordNouns.ingredient}
      texts={actionTexts}
      recordOf={(ingredient) => ingredient}
      remove={remove}
      setStatus={setStatus}
      renderDialog={({ open, item, onClose }) => (
        <IngredientDialog open={open} ingredient={item} onClose={onClose} />
      )}
    >
      <IngredientMovementsDialog
        open={movements.open}
        ingredient={movements.ingredient}
        onClose={() => setMovements((current) => ({ ...current, open: false }))}
      />
    </DialogRecordScreen>
  );
}
