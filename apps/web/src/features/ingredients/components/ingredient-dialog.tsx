import type { Ingredient } from "@comanda/domain";
import { FormDialog } from "@/components/form-dialog";
import { createIngredientMutationKey } from "../api/create-ingredient";
import { updateIngredientMutationKey } from "../api/update-ingredient";
import { IngredientForm } from "./ingredient-form";

type IngredientDialogProps = {
  open: boolean;
  /** docs/product.md#dialogs: edit mode when an ingredient is passed in, create mode otherwise. */
  ingredient: Ingredient | null;
  onClose: () => void;
};

const saveKeys = { create: createIngredientMutationKey, update: updateIngredientMutationKey };

export function IngredientDialog({ open, ingredient, onClose }: IngredientDialogProps) {
  return (
    <FormDialog
      open={open}
      title={ingredient ? "Editar ingrediente" : "Nuevo ingrediente"}
      maxWidth="sm"
      saveKeys={saveKeys}
      onClose={onClose}
    >
      {(titleId) => (
        <IngredientForm
          key={ingredient?.id ?? "new"}
          ingredient={ingredient}
          titleId={titleId}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}
